import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.PORTICO_API_URL ?? 'http://localhost:8080';
const buildTimestamp = String(Date.now());

/** Publishes i18n/{locale}.json beside the app, so that each language loads only when chosen. */
function translations(): Plugin {
  const dir = path.resolve(import.meta.dirname, 'i18n');
  return {
    name: 'portico-translations',
    generateBundle() {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
        this.emitFile({ type: 'asset', fileName: `i18n/${file}`, source: fs.readFileSync(path.join(dir, file), 'utf8') });
    },
  };
}

export default defineConfig({
  plugins: [react(), translations()],
  define: { __BUILD_TIMESTAMP__: JSON.stringify(buildTimestamp) },
  build: { outDir: 'dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/management', '/oauth2', '/login/oauth2'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
