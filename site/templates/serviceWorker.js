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

// How many files are fetched at once, and how often one that fails is asked for again. A few at
// a time: WebKit (every browser on an iPhone) let a precache of every file at once end with a
// handful stored, the rest failed and skipped, the worker in control and the site blank offline.
// Each file stored is told to the open pages (`{type: "cubiri-stored", stored, total}`).
const LANES = 4;
const TRIES = 3;

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(storeMissing());
});

// Stores every file of PRECACHE that the cache lacks: all of them at install; after an install
// cut short or a file that would not come, the rest when a page of the site is next opened (a
// stored file is never fetched again, so an interrupted precache resumes where it stopped).
let storing = null;
function storeMissing() {
  storing ??= (async () => {
    const cache = await caches.open(CACHE);
    const have = new Set((await cache.keys()).map((request) => request.url));
    const missing = PRECACHE.filter((path) => !have.has(new URL(path, location).href));
    let stored = PRECACHE.length - missing.length;
    const lane = async () => {
      for (let path; (path = missing.shift()) !== undefined;) {
        if (await store(cache, path)) stored += 1;
        await tell({ type: "cubiri-stored", stored, total: PRECACHE.length });
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    await tell({ type: "cubiri-stored", stored, total: PRECACHE.length, done: true });
  })().finally(() => { storing = null; });
  return storing;
}

// One file into the cache, asked for up to TRIES times, a little longer apart each time; false if
// it never came (it is stored when a page gets it, or at the next try).
async function store(cache, path) {
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    try {
      const response = await fetch(path, { cache: "no-cache" });
      if (response.ok) {
        await cache.put(path, response);
        return true;
      }
    } catch (error) {
      if (attempt === TRIES) console.warn("Cubiri: not stored for offline use:", path, error);
    }
    await new Promise((done) => setTimeout(done, 500 * attempt));
  }
  return false;
}

async function tell(message) {
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    client.postMessage(message);
  }
}

// A page that shows how far the site is stored asks (the landing page): the worker stores
// what is missing, if anything, and tells it.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "cubiri-how-stored") event.waitUntil(storeMissing());
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
  // A page opened while files are missing: the worker stores them while the page is read.
  if (request.mode === "navigate") event.waitUntil(storeMissing());
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
