// Placar's service worker (issue 34 item 10, decision 0161). The build writes it to /sw.js with
// `self.PLACAR_BUILD = { version, shell }` above this text (build-tools/service-worker-file.ts).
// It keeps the app shell, serves the last home and schedule pages offline, and shows pushes.
// It never stores /api answers, the live connection, or any page but home and the schedule.

const { version, shell } = self.PLACAR_BUILD;
const SHELL_CACHE = `placar-shell-${version}`;
/** Code the offline pages load later (a lazy chunk): kept as it is fetched, per build. */
const ASSET_CACHE = `placar-assets-${version}`;
/** The last copy of each offline page and its .data, across builds (the header says when it was saved). */
const PAGE_CACHE = 'placar-pages';
const SAVED_AT = 'x-placar-saved-at';
/** Page copies kept at most (each day of the schedule in each language, and their .data): the oldest go first. */
const MAX_PAGES = 40;
/** Home and the schedule of a day, in either language, and their loaders' .data. */
const OFFLINE_PAGE = /^\/(en|br)(\/schedule(\/[\w-]+)?)?\/?(\.data)?$/;

self.addEventListener('install', (event) => {
  // The new build's shell is stored before it takes over; it takes over at once, so the next
  // page load runs on it (pages already open keep the files they loaded).
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(shell))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                name.startsWith('placar-') && name !== PAGE_CACHE && name !== SHELL_CACHE && name !== ASSET_CACHE,
            )
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Keeps a copy of a page's answer with the time it was saved, and only the newest MAX_PAGES. */
async function keepPage(key, response) {
  const cache = await caches.open(PAGE_CACHE);
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  await cache.put(
    key,
    new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers }),
  );
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

/**
 * The offline page's answer: the network's, handed on as it streams (the server paints the
 * page's shell first) while a copy is kept; the copy kept last only when the network fails.
 */
async function pageFromNetworkOrCopy(event, url) {
  const key = url.pathname + url.search;
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') event.waitUntil(keepPage(key, response.clone()));
    return response;
  } catch (error) {
    const copy = await (await caches.open(PAGE_CACHE)).match(key);
    if (copy) return copy;
    throw error;
  }
}

async function asset(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Hashed files never change: a lazy chunk fetched once works offline after.
  if (response.ok) await (await caches.open(ASSET_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Never the API (per-user and signed calls), the live connection, or a call with credentials.
  if (url.pathname.startsWith('/api/') || url.pathname === '/mqtt' || request.headers.has('authorization')) return;
  if (url.pathname.startsWith('/assets/') || shell.includes(url.pathname)) {
    event.respondWith(asset(request));
    return;
  }
  if (OFFLINE_PAGE.test(url.pathname)) event.respondWith(pageFromNetworkOrCopy(event, url));
});

// The first page loaded its code before this worker ran: it names those files, kept here so
// the page's lazy parts (the shell's extras) load offline too.
self.addEventListener('message', (event) => {
  if (event.origin !== self.location.origin || event.data?.type !== 'keep-assets' || !Array.isArray(event.data.paths))
    return;
  const paths = event.data.paths
    .filter((path) => typeof path === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(path))
    .slice(0, 200);
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then((cache) =>
        Promise.all(
          paths.map((path) => caches.match(path).then((kept) => kept ?? cache.add(path).catch(() => undefined))),
        ),
      ),
  );
});

// A favourite's kick-off or goal (apps/server/src/modules/push/push-sender.ts sends
// { title, body, url, tag }); the notification opens the match.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
