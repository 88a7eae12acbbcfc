import { pdfjs } from 'react-pdf';

/**
 * pdf.js, as the viewer uses it. Its worker is a file of the build, served by the portal like its
 * scripts, which the Content-Security-Policy allows ('self'). The policy forbids eval: pdf.js 6 no
 * longer compiles anything with `new Function` (its `isEvalSupported` option is gone with it), so
 * nothing needs turning off. This module is part of the viewer's chunk: nothing of pdf.js loads
 * before a viewer opens.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export const DOCUMENT_OPTIONS = { enableXfa: false } as const;
