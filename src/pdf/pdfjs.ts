import { pdfjs } from 'react-pdf';

/**
 * pdf.js, as the viewer uses it. Its worker is a file of the build, served by the portal like its
 * scripts; `isEvalSupported: false` because the portal's Content-Security-Policy forbids eval (pdf.js
 * would otherwise compile fonts' drawing with `new Function`). This module is part of the viewer's
 * chunk: nothing of pdf.js loads before a viewer opens.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export const DOCUMENT_OPTIONS = { isEvalSupported: false, enableXfa: false } as const;
