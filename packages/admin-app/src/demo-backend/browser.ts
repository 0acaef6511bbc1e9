// First: the store is seeded from the clock when the handlers load.
import './todayClock';
import { setupWorker } from 'msw/browser';
import { persistSessionsIn } from '../demo/db';
import { handlers } from './handlers';
import { loadDemoSettingsFromUrl } from '../demo/settings';

/**
 * Starts the in-browser demo backend (only in demo builds: main.tsx imports this module behind
 * `import.meta.env.VITE_DEMO === 'true'`, so a production build contains none of it).
 */
export async function startDemoBackend(): Promise<void> {
  loadDemoSettingsFromUrl(window.location.search, window.sessionStorage);
  persistSessionsIn(window.localStorage);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
