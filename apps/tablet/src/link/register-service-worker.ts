/**
 * Registers the service worker (built to /tablet/sw.js) once the page has loaded, so it never competes with
 * the first screen. A module worker: it shares the caches' names with the app (src/cache-names.ts). Not in development (Vite serves no built worker) nor where browsers have none.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/tablet/sw.js', { scope: '/tablet/', type: 'module' }).catch(() => {
      // Without it the app still works online; offline it shows what the page holds.
    });
  });
}
