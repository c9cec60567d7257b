// A lesson's game frame first shows the game's cover (covers/: its first paint, no script), and
// keeps the game's address in data-game. Opened at once, the game page would run its start (its
// markup, its scripts, Python's download) on the lesson's own main thread while the reader reads
// the text above it. The game starts once the reader comes to it: scrolls the lesson with the
// frame in or near view, points at it, focuses or taps it. The live game page is drawn over the
// cover, out of sight, and takes its place once its own paint is in place (the same look and
// height); a button tapped on the cover is then pressed in the game page, which keeps it until
// the game is live (static/boot.js).
"use strict";

(() => {
  // A frame this near the viewport (in viewport heights) is reached by a scroll.
  const NEAR = 0.5;

  // Every button in a document, through the shadow roots the paint is drawn in.
  function buttons(root) {
    const found = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll("*")) {
        if (el.localName === "button") found.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    return found;
  }

  // A button as boot.js finds it again: its words, and its place among buttons with them.
  function named(button, root) {
    const words = button.textContent.trim();
    return { words, place: buttons(root).filter((b) => b.textContent.trim() === words).indexOf(button) };
  }

  function find(root, { words, place }) {
    return buttons(root).filter((b) => b.textContent.trim() === words)[place];
  }

  // The game page shows its paint once it has the visit's language and layout: until then its
  // root holds the class "cubiri-repaint" (templates/game.html).
  function painted(doc) {
    return new Promise((done) => {
      const root = doc.documentElement;
      if (!root.classList.contains("cubiri-repaint")) return done();
      const watch = new MutationObserver(() => {
        if (!root.classList.contains("cubiri-repaint")) { watch.disconnect(); done(); }
      });
      watch.observe(root, { attributes: true, attributeFilter: ["class"] });
    });
  }

  function lessonGame(cover) {
    let live = null;
    const taps = [];
    let focused = null;  // the cover's button that had the keyboard's focus

    function start() {
      if (live) return;
      const aside = cover.parentElement;
      if (getComputedStyle(aside).position === "static") aside.style.position = "relative";
      live = document.createElement("iframe");
      live.className = cover.className;
      live.title = cover.title;
      live.style.cssText = cover.style.cssText;
      Object.assign(live.style, { position: "absolute", visibility: "hidden" });  // where the cover starts
      live.addEventListener("load", () => {
        const doc = live.contentDocument;
        (doc ? painted(doc) : Promise.resolve()).then(() => show(doc));
      }, { once: true });
      live.src = cover.dataset.game;
      cover.before(live);
    }

    function show(doc) {
      const hadFocus = document.activeElement === cover;
      Object.assign(live.style, { position: "", visibility: "" });
      cover.remove();
      if (!doc) return;
      for (const tap of taps.splice(0)) find(doc.body, tap)?.click();
      if (hadFocus) {
        const button = focused && find(doc.body, focused);
        live.focus();
        if (button) button.focus();
      }
    }

    function watchCover() {
      const doc = cover.contentDocument;
      if (!doc || doc.readyState !== "complete" || doc.URL === "about:blank" || doc.cubiriWatched) return;
      doc.cubiriWatched = true;
      for (const type of ["pointerdown", "pointerover", "focusin", "keydown"]) {
        doc.addEventListener(type, start, { capture: true, once: true });
      }
      doc.addEventListener("focusin", (event) => {
        const button = event.composedPath().find((el) => el.localName === "button");
        focused = button ? named(button, doc.body) : null;
      }, true);
      doc.addEventListener("click", (event) => {
        start();
        const button = event.composedPath().find((el) => el.localName === "button");
        if (!button) return;
        const tap = named(button, doc.body);
        if (!taps.some((kept) => kept.words === tap.words && kept.place === tap.place)) taps.push(tap);
        // Marked as waiting, as the game page marks a tap it keeps.
        button.setAttribute("aria-busy", "true");
        Object.assign(button.style, { cursor: "progress", outline: "3px dashed currentColor", outlineOffset: "2px" });
      }, true);
    }
    cover.addEventListener("load", watchCover);
    watchCover();

    return {
      start,
      get started() { return live !== null; },
      near() {
        const box = cover.getBoundingClientRect();
        const margin = innerHeight * NEAR;
        return box.bottom > -margin && box.top < innerHeight + margin;
      },
    };
  }

  const games = [...document.querySelectorAll("iframe.cubiri-embed[data-game]")].map(lessonGame);
  function scrolled() {
    for (const game of games) if (!game.started && game.near()) game.start();
    if (games.every((game) => game.started)) removeEventListener("scroll", scrolled);
  }
  if (games.length) addEventListener("scroll", scrolled, { passive: true });
})();
