import { pdfjs } from 'react-pdf';

/**
 * pdf.js, as the viewer uses it. Its worker is a file of the build, served by the portal like its
 * scripts, which the Content-Security-Policy allows ('self'). The policy forbids eval: pdf.js 6 no
 * longer compiles anything with `new Function` (its `isEvalSupported` option is gone with it), so
 * nothing needs turning off. This module is part of the viewer's chunk: nothing of pdf.js loads
 * before a viewer opens.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * One worker for every document the viewers open, started as this chunk loads: its script is fetched
 * and compiled while the viewer fetches the file, not after it (and not behind a server busy checking
 * the new version's signatures). pdf.js leaves a worker it was given running when a document closes.
 * It halves the time to a 2,000-page PDF's first page (docs/pdf-viewer.md, Speed).
 */
export const DOCUMENT_OPTIONS = { enableXfa: false, worker: new pdfjs.PDFWorker() } as const;
