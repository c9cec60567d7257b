// Firefox ESR, headless, over WebDriver BiDi (puppeteer-core; Debian has no geckodriver), driven
// by tests/ui/engines/conftest.py: one JSON command a line on stdin, one JSON answer a line on
// stdout. Commands: goto {url}, evaluate {script} (a function body's text), click {x, y},
// viewport {width, height}, errors {} (the console's errors and the page's uncaught ones).
import {createInterface} from "node:readline";
import {readFileSync} from "node:fs";
import {createRequire} from "node:module";

// puppeteer-core from where `make engines` put it (build/engines), not beside this script.
const puppeteer = createRequire(process.env.ENGINES_DIR + "/")("puppeteer-core");

const deep = readFileSync(new URL("./deep.js", import.meta.url), "utf8");
const browser = await puppeteer.launch({
  browser: "firefox", executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr", headless: true,
  protocol: "webDriverBiDi",
});
const page = await browser.newPage();
await page.evaluateOnNewDocument(deep);
const errors = [];
page.on("console", m => { if (m.type() === "error") errors.push("console: " + m.text()); });
page.on("pageerror", e => errors.push("page: " + (e.message || String(e))));

const commands = {
  goto: async ({url}) => { await page.goto(url, {waitUntil: "load"}); await page.evaluate(deep); },
  evaluate: async ({script}) => page.evaluate(`(() => { ${deep}; ${script} })()`),
  click: async ({x, y}) => page.mouse.click(x, y),
  viewport: async ({width, height}) => page.setViewport({width, height}),
  errors: async () => errors.splice(0),
};

console.log(JSON.stringify({ready: (await browser.version())}));
for await (const line of createInterface({input: process.stdin})) {
  const {command, ...args} = JSON.parse(line);
  try {
    console.log(JSON.stringify({value: (await commands[command](args)) ?? null}));
  } catch (e) {
    console.log(JSON.stringify({error: String(e && e.stack || e)}));
  }
}
await browser.close();
