/**
 * Registers the service worker (dist/sw.js: offline page, pages on a flaky connection, browser notifications) once
 * the page has loaded, so it never competes with the first page. Only in a build: Vite's development server has none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
