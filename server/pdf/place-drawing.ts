import { AnnotationFlags, ops, PdfArray, PdfDict, PdfName, PdfNumber, PdfStream, type PDF } from '@libpdf/core';
import type { Drawing } from './appearance.js';
import { ensureOwnResources, pageGeometry, toUserRect, type PageGeometry } from './page-geometry.js';
import { addAnnotation, resolverOf } from './pdf-objects.js';
import type { DrawingFonts } from './text-fonts.js';

/**
 * Puts drawings on the pages of a PDF about to be signed, each as a Form XObject.
 *
 * - `content`: painted into the page's content. For a PDF that has no signature yet: the drawing is
 *   then part of the page itself and covered by the signature that follows.
 * - `annotation`: a stamp annotation whose appearance is the drawing. For a PDF already signed:
 *   changing a signed page's content is reported as a change to the signed document by readers
 *   that look at what an update changed, where adding an annotation is not.
 *
 * Both are written in the same incremental update as the signature.
 */
export class DrawingPlacer {
  private readonly resolve;
  private readonly geometries = new Map<number, PageGeometry>();

  constructor(
    private readonly pdf: PDF,
    private readonly mode: 'content' | 'annotation',
    private readonly fonts: DrawingFonts,
  ) {
    this.resolve = resolverOf(pdf);
  }

  /** Places a drawing on a page (0-based index, known to exist). */
  place(pageIndex: number, drawing: Drawing): void {
    const page = this.pdf.getPage(pageIndex)!;
    let geometry = this.geometries.get(pageIndex);
    if (!geometry) this.geometries.set(pageIndex, (geometry = pageGeometry(page, this.resolve)));
    const { box } = drawing;
    const xobject = this.pdf.createFormXObject({ bbox: { x: 0, y: 0, width: box.width, height: box.height }, operators: drawing.operators });
    const stream = this.pdf.getObject(xobject.ref) as PdfStream;
    if (drawing.fonts.size) stream.set('Resources', PdfDict.of({ Font: PdfDict.of(Object.fromEntries([...drawing.fonts].map((key) => [key, this.fonts.ref(key)]))) }));

    if (this.mode === 'content') {
      ensureOwnResources(page, this.resolve);
      const name = page.registerXObject(xobject);
      page.drawOperators([ops.pushGraphicsState(), ops.concatMatrix(...geometry.toUserSpace), ops.concatMatrix(1, 0, 0, 1, box.x, box.y), ops.paintXObject(`/${name}`), ops.popGraphicsState()]);
      return;
    }
    // The appearance turns with the page's rotation (its Matrix), and the reader fits it to the
    // annotation's rectangle: the box's corners in user space.
    const [a, b, c, d] = geometry.toUserSpace;
    stream.set('Matrix', new PdfArray([a, b, c, d, 0, 0].map((n) => PdfNumber.of(n))));
    const annotation = PdfDict.of({
      Type: PdfName.of('Annot'),
      Subtype: PdfName.of('Stamp'),
      Rect: new PdfArray(toUserRect(geometry, box).map((n) => PdfNumber.of(n))),
      // Printed, and neither movable nor editable in a reader.
      F: PdfNumber.of(AnnotationFlags.Print | AnnotationFlags.Locked | AnnotationFlags.LockedContents),
      P: page.ref,
      AP: PdfDict.of({ N: xobject.ref }),
    });
    addAnnotation(page, this.pdf.register(annotation), this.resolve);
  }
}
