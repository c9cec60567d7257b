// A class's link opened on a student's phone (the home page, templates/index.html): the address's
// class code (?class=3B), made on the teacher's Class results page, is checked by the rule every
// class code follows (cubiri_panel/classroom/hand_in.py: cleaned as players' names are, 1 to
// `length` characters) and kept in the browser (`key`), where every lesson form and game reads
// it, so that no student types it. A code that is none is refused in words, and the class kept
// before stays. The page then says which class the phone is in, with a button to leave it (a
// phone lent to another class).
"use strict";

(() => {
  const config = JSON.parse(document.getElementById("cubiri-class-link").textContent);
  const box = document.querySelector(".class-member");
  const said = box.querySelector(".class-member-said");
  const leave = box.querySelector(".class-member-leave");
  const say = (key, code) => config.texts[key].replace("{code}", code);
  // as the engine cleans names: controls and direction marks out, ends trimmed
  const clean = (text) => text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, "").trim();

  function storage() {
    try {
      return window.localStorage;
    } catch (e) {
      return null;  // storage blocked (a private window): the page says the class cannot be kept
    }
  }

  function saved(store) {
    try {
      const data = JSON.parse(store.getItem(config.key));
      const code = data && data.format === config.format && typeof data.code === "string" ? clean(data.code) : "";
      return code && [...code].length <= config.length ? code : null;
    } catch (e) {
      return null;
    }
  }

  function show(text, error = false) {
    said.textContent = text;
    box.classList.toggle("class-member-error", error);
    box.hidden = false;
  }

  // The address without its class, so that a reload or a bookmark does not set it again.
  function dropParameter() {
    const url = new URL(window.location.href);
    url.searchParams.delete(config.parameter);
    try {
      window.history.replaceState(window.history.state, "", url);
    } catch (e) {
      // an address the page may not rewrite: the parameter stays, and sets the same class again
    }
  }

  const store = storage();
  const asked = new URLSearchParams(window.location.search).getAll(config.parameter).pop();
  let current = store ? saved(store) : null;
  if (asked !== undefined) {
    const code = clean(asked);
    if (!code || [...code].length > config.length) {
      show(say("invalid", asked.slice(0, 40)) + (current ? " " + say("member", current) : ""), true);
    } else if (!store) {
      show(say("unsaved", code), true);
    } else {
      try {
        store.setItem(config.key, JSON.stringify({ format: config.format, code }));
        current = code;
        show(say("joined", code));
      } catch (e) {
        show(say("unsaved", code), true);
      }
    }
    dropParameter();
  } else if (current) {
    show(say("member", current));
  }
  leave.hidden = !current;
  leave.addEventListener("click", () => {
    try {
      store.removeItem(config.key);
    } catch (e) {
      return;
    }
    current = null;
    leave.hidden = true;
    show(config.texts.left);
  });
})();
