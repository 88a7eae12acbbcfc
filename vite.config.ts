import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_TEXTS, pickTexts } from './src/i18n/first-texts.js';

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

/** `<texts>.json?first`: the families of texts the shell carries (src/i18n/first-texts.ts), the rest left out. */
function firstTexts(): Plugin {
  return {
    name: 'portico-first-texts',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'first' || !file.endsWith('.json')) return null;
      this.addWatchFile(file);
      const texts = JSON.stringify(pickTexts(JSON.parse(fs.readFileSync(file, 'utf8')), FIRST_TEXTS));
      // As Vite writes a JSON module: parsed as JSON, quicker than as a script's object.
      return { code: `export default JSON.parse(${JSON.stringify(texts)});`, moduleType: 'js' };
    },
  };
}

/** The widget types a first page shows, which come with the composer's script (src/pages/runtime/widgets/registry.ts imports them statically). */
const FIRST_SCREEN_WIDGETS = ['document-list', 'document-detail', 'attachments', 'rich-text', 'links'];

/**
 * The composer's frame and the widget types a first page shows (FIRST_SCREEN_WIDGETS) and the
 * document-store client they read with (docstore/), with what they import: one script instead of
 * twenty-odd pieces of 1 to 3 kB, each of which cost a request and its headers. What is loaded when
 * used stays apart: every other widget type (the form and its editor, the PDF viewer, the signature
 * inboxes, a new type), the forms, the dialogs and the captcha, and the grid's dragging and resizing,
 * loaded once the widgets show.
 */
function composerFirstScreen(id: string): boolean {
  const file = id.replace(/\\/g, '/');
  if (!/\/src\/(pages\/runtime|docstore)\//.test(file)) return false;
  if (/\/src\/pages\/runtime\/forms\//.test(file)) return false;
  const widget = /\/src\/pages\/runtime\/widgets\/([\w-]+)\//.exec(file)?.[1];
  if (widget && !FIRST_SCREEN_WIDGETS.includes(widget)) return false;
  return !/\/(\w+Dialog|CaptchaModal|InteractiveGrid)\.tsx$/.test(file);
}

/** Text files worth compressing (pictures and WOFF fonts are compressed already; TrueType fonts are not), from this size on. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|ttf)$/;
const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, compressed once at the
 * highest levels, for the server to send as they are (@fastify/static's preCompressed).
 */
function compressedCopies(): Plugin {
  const compress = async (file: string) => {
    const content = await fs.promises.readFile(file);
    if (content.length < MIN_COMPRESSED_BYTES) return;
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length };
    await fs.promises.writeFile(`${file}.br`, await brotli(content, { params: quality }));
    await fs.promises.writeFile(`${file}.gz`, await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
  };
  return {
    name: 'portico-compressed-copies',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler({ dir }) {
        const entries = dir ? await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }) : [];
        await Promise.all(entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => compress(path.join(e.parentPath, e.name))));
      },
    },
  };
}

/**
 * React Router's package names its development build under every condition, and tells the two apart
 * by a constant: a build takes the production files, without the development warnings.
 */
const reactRouterProduction = (dir: string) => [
  { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), firstTexts(), translations(), compressedCopies()],
  define: { __BUILD_TIMESTAMP__: JSON.stringify(buildTimestamp) },
  resolve: {
    alias: [
      // node-polyglot (react-admin's translations) asks for a polyfill of what browsers have.
      { find: 'object.entries', replacement: path.resolve(import.meta.dirname, 'src/shims/object-entries.cjs') },
      ...(command === 'build' ? reactRouterProduction(path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production')) : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen needs in one file: one request, compressed as a whole.
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'composer', test: composerFirstScreen, priority: 1 },
            // The MUI components that screens loaded later share, in one file too: each on its own
            // was a request whose headers weighed as much as the component.
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|icons-material)|@emotion|react-transition-group|@popperjs)[\\/]/, minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/management', '/oauth2', '/login/oauth2'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
}));
