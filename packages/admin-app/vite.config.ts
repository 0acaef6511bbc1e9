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
    build: { target: 'es2022', sourcemap: true },
  };
});
