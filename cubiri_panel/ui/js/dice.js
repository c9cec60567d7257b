// The dice tray: each die a real <button>, drawn as a die (SVG pips) or, for MAGIKABOOM, as
// an ingredient picture. Buttons are updated in place (not rebuilt) so keyboard focus stays
// on the die the player just pressed. Clicks go to Python as {click: index}.

// Six ingredients, drawn to be told apart by shape alone (not only by colour).
const INGREDIENTS = {
  // ghost: a sheet with a wavy hem, two eyes and a round mouth
  1: `<path d="M27 82V46a23 23 0 0 1 46 0v36l-7.7-7-7.6 7-7.7-7-7.7 7-7.6-7z" fill="#f5f3ff" stroke="#5b5478" stroke-width="3" stroke-linejoin="round"/>
      <ellipse cx="41" cy="45" rx="4.5" ry="6.5" fill="#2a2238"/><ellipse cx="59" cy="45" rx="4.5" ry="6.5" fill="#2a2238"/>
      <ellipse cx="50" cy="60" rx="5" ry="6" fill="#2a2238"/>`,
  // crow: a black bird in profile with a yellow beak and a white eye
  2: `<path d="M20 66c10-4 20-4 28-1l-10 14z" fill="#2b2b33"/>
      <ellipse cx="52" cy="58" rx="22" ry="15" fill="#2b2b33"/>
      <circle cx="69" cy="40" r="11" fill="#2b2b33"/>
      <path d="M78 37l13 5-13 4z" fill="#f2b134" stroke="#9a6b00" stroke-width="1.5" stroke-linejoin="round"/>
      <circle cx="71" cy="38" r="3" fill="#fff"/><circle cx="71.8" cy="38" r="1.5" fill="#111"/>
      <path d="M40 54c8 6 18 6 24 1" fill="none" stroke="#55556a" stroke-width="2.5"/>
      <path d="M48 72v10M58 72v10M45 82h6M55 82h6" stroke="#9a6b00" stroke-width="2.5" stroke-linecap="round"/>`,
  // pumpkin: ribbed orange gourd with a green stem and a leaf
  3: `<path d="M47 28c0-6 2-10 6-12" fill="none" stroke="#3f7d2c" stroke-width="5" stroke-linecap="round"/>
      <path d="M53 22c6-6 14-5 17-1-6 4-11 4-17 1z" fill="#5aa03c"/>
      <ellipse cx="36" cy="56" rx="17" ry="24" fill="#e8761d"/><ellipse cx="64" cy="56" rx="17" ry="24" fill="#e8761d"/>
      <ellipse cx="50" cy="56" rx="15" ry="26" fill="#f28a2e" stroke="#b9540c" stroke-width="2"/>
      <path d="M36 34c-6 12-6 32 0 44M64 34c6 12 6 32 0 44" fill="none" stroke="#b9540c" stroke-width="2"/>`,
  // crystal: a faceted gem
  4: `<path d="M30 38l10-14h20l10 14-20 42z" fill="#7fd6f0" stroke="#1f6f8b" stroke-width="3" stroke-linejoin="round"/>
      <path d="M30 38h40M40 24l-2 14 12 42 12-42-2-14M38 38l12-14 12 14" fill="none" stroke="#1f6f8b" stroke-width="2" stroke-linejoin="round"/>
      <path d="M44 30l4-4" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  // skull: cranium, dark eye sockets, nose and teeth
  5: `<path d="M50 18c-18 0-29 12-29 28 0 10 5 17 11 21v10h36V67c6-4 11-11 11-21 0-16-11-28-29-28z" fill="#f4efe4" stroke="#5b5478" stroke-width="3" stroke-linejoin="round"/>
      <ellipse cx="38" cy="47" rx="8" ry="9" fill="#2a2238"/><ellipse cx="62" cy="47" rx="8" ry="9" fill="#2a2238"/>
      <path d="M50 56l-5 9h10z" fill="#2a2238"/>
      <path d="M41 70v7M50 70v7M59 70v7" stroke="#5b5478" stroke-width="2.5"/>`,
  // bat: spread wings with scalloped edges, pointed ears
  6: `<path d="M50 40c-4 0-6-5-6-9l-3 4c-12-10-26-9-33 1 7 0 10 4 10 9 5-3 10-2 12 3 4-4 9-3 12 2 3 3 5 8 8 10 3-2 5-7 8-10 3-5 8-6 12-2 2-5 7-6 12-3 0-5 3-9 10-9-7-10-21-11-33-1l-3-4c0 4-2 9-6 9z" fill="#4a2f6e" stroke="#2a1a40" stroke-width="2" stroke-linejoin="round"/>
      <circle cx="46.5" cy="44" r="1.8" fill="#ffd75e"/><circle cx="53.5" cy="44" r="1.8" fill="#ffd75e"/>`,
};

// pips: each face's pips as SVG circles, from Python (components.PIP_SVG), shared with the board.
function faceSvg(value, faces, pips) {
  let inner = "";
  if (faces === "ingredients" && INGREDIENTS[value]) {
    inner = `<g transform="translate(7 7) scale(.86)">${INGREDIENTS[value]}</g>`;
  } else if (pips[value]) {
    inner = pips[value];
  }
  return `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">` +
    `<rect x="3" y="3" width="94" height="94" rx="18" class="body"/>${inner}</svg>`;
}

export function render({ model, el }) {
  const tray = document.createElement("div");
  tray.className = "cubiri-tray";
  tray.setAttribute("role", "group");
  el.appendChild(tray);
  let buttons = [];

  function build(count) {
    tray.replaceChildren();
    buttons = [];
    for (let i = 0; i < count; i++) {
      const b = document.createElement("button");
      b.type = "button";
      b.innerHTML = `<span class="face"></span><span class="badge" aria-hidden="true"></span><span class="name" aria-hidden="true"></span>`;
      b.addEventListener("click", () => model.send_msg({ click: i }));
      b.dataset.shown = "";
      tray.appendChild(b);
      buttons.push(b);
    }
  }

  function update() {
    const values = model.values || [];
    const states = model.states || [];
    if (buttons.length !== values.length) build(values.length);
    tray.style.setProperty("--die-size", `${model.die_size}px`);
    tray.setAttribute("aria-label", model.group_label || "");
    tray.setAttribute("lang", model.lang || "en");  // the names are in this language
    tray.classList.toggle("with-names", !!model.show_names);
    values.forEach((value, i) => {
      const b = buttons[i];
      const state = states[i] || "available";
      b.className = (model.numbered === false ? "cubiri-die" : `cubiri-die cubiri-die-${i}`) + ` is-${state}` +
        (model.faces === "ingredients" ? " is-ingredient" : "") + ((model.suggested || []).includes(i) ? " is-suggested" : "");
      b.setAttribute("aria-label", (model.labels || [])[i] || "");
      b.setAttribute("aria-pressed", String(state === "selected"));
      b.disabled = !model.interactive || model.replay || state === "disabled";
      const shown = `${model.faces}:${value}`;
      if (b.dataset.shown !== shown) {
        b.querySelector(".face").innerHTML = faceSvg(value, model.faces, model.esm_constants.pips);
        if (b.dataset.shown !== "") {
          // A die that changes value tumbles briefly, so the change is seen (not in reduced motion).
          b.classList.remove("tumble");
          void b.offsetWidth;
          b.classList.add("tumble");
        }
        b.dataset.shown = shown;
      }
      b.querySelector(".name").textContent = model.show_names ? ((model.names || [])[i] || "") : "";
    });
    focusFirst();
  }

  // focus_first() from Python: the first pressable die takes the focus. The request may come
  // before the new dice do (they are enabled by the same redraw), so it waits for them a while.
  let focusUntil = 0;
  function focusFirst() {
    if (performance.now() > focusUntil) return;
    const die = buttons.find(b => !b.disabled);
    if (die) {
      focusUntil = 0;
      die.focus();
    }
  }

  update();
  model.on("msg:custom", (msg) => {
    if (msg && msg.focus === "first") {
      focusUntil = performance.now() + 1500;
      requestAnimationFrame(focusFirst);
    }
  });
  model.on(["values", "states", "labels", "names", "faces", "interactive", "show_names", "die_size", "group_label", "numbered", "lang", "replay", "suggested"], update);
}
