// The console's typefaces (IBM Plex Sans, Plex Sans Arabic, Plex Mono): a stylesheet and woff2 files, not JS.
import '@admin-console/admin-ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { restoreLocale } from './platform/i18n/i18n';

async function boot() {
  // Compile-time condition: a production build (VITE_DEMO unset) drops this branch and with it
  // every line of mock code.
  if (import.meta.env.VITE_DEMO === 'true') {
    try {
      const { startDemoBackend } = await import('./demo-backend/browser');
      await startDemoBackend();
    } catch (error) {
      console.error('The demo backend could not start; API calls will go to the network.', error);
    }
  }
  await restoreLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void boot();
