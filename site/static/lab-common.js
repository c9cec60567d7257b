// What the lessons' simulation form (lab.js), its class mode (lab-class.js) and the "Class
// results" page (classroom.js) share: the catalogue's messages read as the Python side reads
// them, numbers written in the page's language, files to download, and the web worker with the
// engine (lab-worker.js), started when a run is first asked for or foreseen, and ended when a run
// is stopped.
"use strict";

window.CubiriLab = (() => {
  // The engine's worker lives beside this file.
  const workerURL = new URL("lab-worker.js", document.currentScript.src).href;
  // Loading with nothing arriving for this long has stalled (a file never answered).
  const STALL_MS = 15000;

  function texts(config) {
    const texts = config.texts;
    // The catalogue's texts are ICU MessageFormat messages, read as cubiri_panel/ui/i18n.py reads
    // them: {name}; {n, plural, =0 {…} one {# …} other {# …}} with # for the count as passed; and
    // {kind, select, rolls {…} other {…}}. The browser's Intl.PluralRules (CLDR) picks the form.
    const plurals = new Intl.PluralRules(config.lang);

    function say(key, args = {}) {
      const text = texts[key];
      let pos = 0;
      // One message up to its closing brace; count is the number # stands for, if any.
      const message = (count) => {
        let out = "";
        while (pos < text.length && text[pos] !== "}") {
          const ch = text[pos];
          pos += 1;
          if (ch === "#" && count !== undefined) out += count;
          else if (ch === "{") out += argument(count);
          else out += ch;
        }
        return out;
      };
      const argument = (count) => {
        const head = text.slice(pos).match(/^\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?\s*/);
        pos += head[0].length;
        const [, name, kind] = head;
        if (!kind) { pos += 1; return name in args ? String(args[name]) : `{${name}}`; }
        const value = args[name];
        // a count as the page shows it ("5,000", "5.000", "12,5") read back as a number
        const digits = String(value).replace(/[^\d.,]/g, "").split(config.style.thousands).join("");
        const number = Number(digits.replace(config.style.point, "."));
        const wanted = kind === "plural" ? [`=${number}`, plurals.select(number), "other"] : [String(value), "other"];
        const branches = {};
        while (text[pos] !== "}") {
          const selector = text.slice(pos).match(/^\s*([^\s{]+)\s*\{/);
          pos += selector[0].length;
          branches[selector[1]] = message(kind === "plural" ? String(value) : count);
          pos += 1;  // the branch's }
          pos += text.slice(pos).match(/^\s*/)[0].length;
        }
        pos += 1;  // the argument's }
        return branches[wanted.find((w) => w in branches)];
      };
      return message(undefined);
    }

    // Numbers as cubiri_panel/ui/numbers.py writes them (tests/ui/test_numbers_cldr.py holds the
    // two to the same output): the browser's CLDR (Intl), rounding half to even, and the minus
    // sign U+2212 rather than a hyphen.
    const formats = new Map();
    function format(value, options) {
      const key = JSON.stringify(options);
      if (!formats.has(key)) {
        formats.set(key, new Intl.NumberFormat(config.lang, { roundingMode: "halfEven", signDisplay: "negative", ...options }));
      }
      return formats.get(key).format(value).replace(/-/g, "\u2212");
    }

    // A whole number: "1,296", "1296", "12.960", "12 960".
    function grouped(whole) {
      return format(Number(whole), { maximumFractionDigits: 0 });
    }

    // At most `digits` decimals, trailing zeros dropped unless keepZeros: "1.49", "−0,5".
    function decimal(value, digits = 2, keepZeros = false) {
      return format(value, { maximumFractionDigits: digits, minimumFractionDigits: keepZeros ? digits : 0 });
    }

    // A share as a percentage: "27.8%", "27,8 %"; a whole percentage without decimals ("29%",
    // the share read as its shortest decimal, 0.29, as Python reads it); never rounded onto 0%
    // or 100%.
    function percent(share, digits = 1) {
      const sign = format(0, { style: "percent" }).replace("0", "");  // "%", or "\u00a0%" in Spanish
      const step = 10 ** -digits;
      const scaled = share * 100;
      const nearest = Number(scaled.toPrecision(12));
      let text;
      if (scaled > 0 && scaled <= step / 2) text = "<" + decimal(step, digits, true);
      else if (scaled >= 100 - step / 2 && scaled < 100) text = ">" + decimal(100 - step, digits, true);
      else if (Number.isInteger(nearest)) text = decimal(nearest, 0);
      else text = decimal(scaled, digits, true);
      return text + sign;
    }

    // A difference of two shares in percentage points, the number alone: 0.083 -> "8.3".
    function points(difference, digits = 1) {
      return decimal(difference * 100, digits);
    }

    // Why a run failed, as the page says it in its language: a file of the site that did not
    // load, nothing arriving for STALL_MS, Python not starting, the engine stopping with an
    // error. The browser's or Python's own words (English, technical) go to the console.
    function explain(error) {
      console.error(error.message);
      if (error.kind === "file") {
        const base = new URL("../", workerURL).href;
        const file = error.file.startsWith(base) ? error.file.slice(base.length) : error.file;
        return say("errors.file", { file: file.split("?")[0] });
      }
      if (error.kind === "stalled") return say("errors.stalled", { seconds: STALL_MS / 1000 });
      return say(error.kind === "load" ? "errors.load" : "errors.run");
    }

    return { say, grouped, decimal, percent, points, explain };
  }

  function failure(kind, detail, file = null) {
    const error = new Error(detail);
    error.kind = kind;
    error.file = file;
    return error;
  }

  // The worker with the engine. warm() starts it (Pyodide and the engine) ahead of a run, when
  // the page can tell one is coming, so that the run itself only runs. ask(request, {started,
  // step}) waits for the engine, posts the request (run, class or pool) and resolves with its
  // JSON answer; started() once Python runs it, step(done, total) as it goes. stop() ends the
  // worker (Python cannot be interrupted mid-run) and the run with an error of kind "stopped";
  // the next request starts a fresh worker. A start that fails before anyone asks is tried
  // again by the next request, which then says why it failed.
  function engine(packages) {
    let worker = null, booted = null, ready = false, asked = 0, current = null;

    function forget() {
      if (worker) worker.terminate();
      worker = null;
      booted = null;
      ready = false;
    }

    // The run under way, if any, ends with error.
    function end(error) {
      const run = current;
      current = null;
      if (run) run.reject(error);
    }

    // The promise of the engine, ready in a worker: one start however many ask.
    function boot() {
      if (booted) return booted;
      const mine = worker = new Worker(workerURL);
      booted = new Promise((resolve, reject) => {
        // Until the worker's own file has arrived and it says so, the page watches for a
        // stall; from then on the worker does (it alone can tell waiting from working).
        const stall = setTimeout(() => {
          if (worker !== mine) return;  // stopped meanwhile: a newer worker may be starting
          forget();
          reject(failure("stalled", `${workerURL} did not arrive in ${STALL_MS / 1000} s`));
        }, STALL_MS);
        // One listener for the worker's life: its start, then each run's messages by id.
        mine.onmessage = ({ data }) => {
          if (data.type === "alive") {
            clearTimeout(stall);
          } else if (data.type === "ready") {
            ready = true;
            resolve();
          } else if (data.type === "failed" && data.stage === "load") {
            forget();
            reject(data.stalled ? failure("stalled", data.error)
              : data.file ? failure("file", data.error, data.file) : failure("load", data.error));
          } else if (current && data.id === current.id) {
            current.hear(data);
          }
        };
        // The worker's own file did not arrive, or the worker died.
        mine.onerror = (event) => {
          event.preventDefault();
          clearTimeout(stall);
          forget();
          const error = failure("file", event.message || `${workerURL} did not load`, workerURL);
          reject(error);
          end(error);
        };
        mine.postMessage({ type: "boot", packages });
      });
      booted.catch(() => {});  // a warm start's failure is said by the request that meets it
      return booted;
    }

    function ask(request, { started = () => {}, step = () => {} } = {}) {
      const id = ++asked;
      return new Promise((resolve, reject) => {
        current = {
          id, reject,
          hear(data) {
            if (data.type === "running") {
              started();
            } else if (data.type === "step") {
              step(data.done, data.total);
            } else if (data.type === "result") {
              current = null;
              resolve(JSON.parse(data.json));
            } else if (data.type === "failed") {
              current = null;
              reject(data.file ? failure("file", data.error, data.file) : failure(data.stage, data.error));
            }
          },
        };
        boot().then(() => {
          if (current && current.id === id) worker.postMessage({ ...request, id });
        }, (error) => {
          if (current && current.id === id) end(error);
        });
      });
    }

    function stop() {
      if (!current) return;
      forget();
      end(failure("stopped", "stopped"));
    }

    return { ask, stop, warm: () => { boot(); }, get ready() { return ready; } };
  }

  // A file the page made, saved by the browser: no server sees it.
  function download(text, name, type = "text/csv;charset=utf-8") {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  // The page's form can take presses now: one made before this script came (the page kept it,
  // templates/early-press.html) is acted on.
  function pressedEarly(form) {
    form.dataset.ready = "1";
    if (form.dataset.pressed) {
      delete form.dataset.pressed;
      form.requestSubmit();
    }
  }

  return { texts, engine, download, pressedEarly, STALL_MS };
})();
