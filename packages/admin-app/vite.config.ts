import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const uiSource = fileURLToPath(new URL('../admin-ui/src/index.ts', import.meta.url));
// `npm start` runs `vite` (mode "development"): the demo backend is on unless VITE_DEMO=false.
// `npm run build` (mode "production") never contains mock code: the demo import is behind
// a compile-time constant that is false there, so the bundler drops it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.API_PROXY_TARGET;
  return {
    plugins: [react()],
    resolve: { alias: { '@admin-console/admin-ui': uiSource } },
    server: {
      port: 5173,
      proxy: proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined,
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        output: {
          // The first visit (/login) must stay under 150 KB of JS (scripts/budget.mjs). Every library
          // the app uses is needed by it anyway (react, the router,
          // styled-components, axios, js-cookie): one vendor chunk compresses better than the
          // handful of fragments automatic splitting cuts them into as screens share them.
          // Likewise the app's own modules the sign-in page needs (config, the HTTP client, the
          // session, the form fields): every screen shares them, so they travel together.
          codeSplitting: {
            groups: [
              { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
              {
                name: 'core',
                test: /[\\/]admin-app[\\/]src[\\/](config\.ts|services[\\/](http|unwrap|auth)\.ts|session[\\/])|[\\/]admin-ui[\\/]src[\\/](theme|utils|components[\\/](Button|TextField|PasswordField|Checkbox|InlineAlert))[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
