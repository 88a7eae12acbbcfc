import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.PORTICO_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/management', '/i18n', '/oauth2'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
