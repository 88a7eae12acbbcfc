/**
 * pdf.js for tests that run in Node: its legacy build (the modern one needs a newer Node than 20),
 * after the one global it still expects (Promise.withResolvers, Node 22). Browsers need neither.
 */
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    value<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** Opens a PDF's bytes with pdf.js. */
export const openPdf = (data: Uint8Array) => pdfjs.getDocument({ data }).promise;
