/** pdf.js for tests that run in Node: its legacy build, the one pdf.js asks Node to use. */
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** Opens a PDF's bytes with pdf.js. */
export const openPdf = (data: Uint8Array) => pdfjs.getDocument({ data }).promise;
