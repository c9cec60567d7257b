// A lesson's worksheet (templates/worksheet.html): its Print button, and the class code this
// browser keeps, written where a student would otherwise write it by hand.
//
// The class code comes from the page's address (?class=, as a class link gives it) or from the
// browser's saved data under CLASS_KEY, which the class link stores: a JSON string, or an object
// whose "code" is one. Anything else is left out, and the line stays blank to write on.
(() => {
  const CLASS_KEY = "cubiri/v1/class";
  const MOST = 24;   // cubiri_panel.lessons.class_lab.CODE_LENGTH
  // The invisible and direction-changing characters lab-class.js strips from a typed code.
  const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

  function cleaned(value) {
    const code = typeof value === "string" ? value.replace(HIDDEN, "").trim() : "";
    return code && code.length <= MOST ? code : "";
  }

  function saved() {
    let text = null;
    try { text = window.localStorage.getItem(CLASS_KEY); } catch (error) { return ""; }  // storage blocked
    if (text === null) return "";
    try {
      const value = JSON.parse(text);
      return cleaned(value && typeof value === "object" ? value.code : value);
    } catch (error) {
      return "";   // not JSON: not a code this page can trust
    }
  }

  function classCode() {
    return cleaned(new URLSearchParams(location.search).get("class") || "") || saved();
  }

  const code = classCode();
  if (code) {
    document.querySelector(".worksheet-class-code").textContent = code;
    document.getElementById("cubiri-class-qr").dataset.classCode = code;
  }
  const button = document.querySelector(".worksheet-print-button");
  button.addEventListener("click", () => window.print());
})();
