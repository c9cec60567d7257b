// Cubiri's service worker: at install it stores everything a game page needs (the pages, the
// Pyodide core, Bokeh's and Panel's files, the lock and its wheels, the pre-renders), so a game
// opened once plays with the network off. Only answers that are OK are ever stored.
const CACHE = "cubiri-{{ version }}";
const PRECACHE = {{ precache | tojson }};
// The page for a page not stored yet while the network is off, in each language, with the
// language's home page.
const MISSING = {{ missing | tojson }};
// The language rule the game pages apply before Python runs (static/language.js).
const RULE = {{ rule | tojson }};
{{ language_js }}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One file failing to arrive does not stop the others; it is stored when a page gets it.
    await Promise.all(PRECACHE.map(async (path) => {
      try {
        const response = await fetch(path, { cache: "no-cache" });
        if (response.ok) await cache.put(path, response);
      } catch (error) {
        console.warn("Cubiri: not stored for offline use:", path, error);
      }
    }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("cubiri-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // ?lang=, ?embed=1 and ?seed= change what a page shows, not the file it is.
    const stored = await cache.match(request, { ignoreSearch: true });
    if (stored) return stored;
    let response;
    try {
      response = await fetch(request);
    } catch (error) {
      // Never an error for an answer (a blank page, "Load failed"): a page says what is missing
      // in the reader's words; a file gets a plain "unavailable" its page can report.
      if (request.mode === "navigate") return missingPage(new URL(request.url), cache);
      return new Response("", { status: 503, statusText: "Offline" });
    }
    if (response.ok) await cache.put(request, response.clone());
    return response;
  })());
});

// The reader's language: a page named in one (lessons/mishimash.lv.html) is in it; else the game
// pages' rule (?lang=, else the browser's; a service worker reads no saved settings).
function readerLanguage(url) {
  const named = url.pathname.match(/\.([a-z]{2})\.html$/);
  if (named && named[1] in MISSING) return named[1];
  return cubiriLanguage(RULE, { search: url.search, read: () => null, navigator: self.navigator });
}

const escaped = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

async function missingPage(url, cache) {
  const lang = readerLanguage(url), t = MISSING[lang];
  const home = t.page;
  const link = await cache.match(home) ? `<p><a href="${new URL(home, self.registration.scope)}">${escaped(t.home)}</a></p>` : "";
  const icon = new URL("images/icon-vector.svg", self.registration.scope);   // the site's own (else the host's root is asked)
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(t.title)} · Cubiri</title>
<link rel="icon" href="${icon}" type="image/svg+xml">
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1d1838}
a{color:#1d4ed8}</style></head><body><main><h1>${escaped(t.title)}</h1><p>${escaped(t.body)}</p>
<p>${escaped(t.stored)}</p>${link}</main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
