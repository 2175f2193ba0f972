import RecipesCodecs

/// The kitchen's offline copy: a service worker that keeps the pages a person opened (recipes, the week, the
/// shopping list) and what they use, so they load with the network gone, and the web app manifest that lets a phone
/// keep the catalog on its home screen. The pages work without either.
public enum ServiceWorker {
    /// The worker, served at `/service-worker.js` so its scope is the whole site.
    public static let text = #"""
    "use strict";
    // Pages: the network first (the plan and the lists change), the copy last seen when it is gone. Assets, named by
    // their digest, never change: the copy first. Pictures are not kept (they are large): offline, a page shows none.
    // Keeping a copy never stands between the network's answer and the page: a full cache only means no copy.
    const CACHE = "recipes-offline-v1";
    const MOST = 300;
    const PAGES = /^\/(recipe\/[^/]+|week|shopping)?$/;

    self.addEventListener("install", () => self.skipWaiting());
    self.addEventListener("activate", (event) => event.waitUntil((async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })()));

    // Keeps `response` for `request`, dropping the oldest copies past MOST; a failure (storage full) is no copy.
    const keep = (request, response) => (async () => {
      const cache = await caches.open(CACHE);
      await cache.put(request, response);
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MOST))) await cache.delete(old);
    })().catch(() => {});

    const offline = () => new Response(
      "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'><title>Offline · Recipes</title>" +
      "<p style='font:17px system-ui;margin:2rem'>You are offline, and this page was not opened here before. " +
      "Pages you have opened (recipes, the week, the shopping list) work offline.</p>",
      { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });

    // Offline, a page is the copy of that very address; only a recipe falls back to its copy at another scale or units.
    const networkFirst = async (event, fallback) => {
      const request = event.request;
      let response;
      try {
        response = await fetch(request);
      } catch (error) {
        const recipe = new URL(request.url).pathname.startsWith("/recipe/");
        return (await caches.match(request)) || (recipe && await caches.match(request, { ignoreSearch: true })) || fallback();
      }
      if (response.ok) event.waitUntil(keep(request, response.clone()));
      return response;
    };

    self.addEventListener("fetch", (event) => {
      const request = event.request;
      const url = new URL(request.url);
      if (request.method !== "GET" || url.origin !== self.location.origin) return;
      if (url.pathname.startsWith("/assets/")) {
        event.respondWith(caches.match(request).then((hit) => hit || fetch(request).then((response) => {
          if (response.ok) event.waitUntil(keep(request, response.clone()));
          return response;
        })));
      } else if (request.mode === "navigate" && PAGES.test(url.pathname)) {
        event.respondWith(networkFirst(event, offline));
      }
    });
    """#

    /// The web app manifest, served at `/manifest.webmanifest`.
    public static let manifest = """
    {"name": "Recipes", "short_name": "Recipes", "start_url": "/", "scope": "/", "display": "standalone", \
    "background_color": "#fbf8f1", "theme_color": "#a33b20", \
    "icons": [{"src": "/assets/\(Icon.fileName)", "sizes": "any", "type": "image/svg+xml"}]}

    """
}
