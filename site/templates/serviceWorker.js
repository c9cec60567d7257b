// Cubiri's service worker: at install it stores everything a game page needs (the pages, the
// Pyodide core, Bokeh's and Panel's files, the lock and its wheels, the pre-renders), so a game
// opened once plays with the network off. Only answers that are OK are ever stored.
const CACHE = "cubiri-{{ version }}";
const PRECACHE = {{ precache | tojson }};

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
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  })());
});
