import { PDF, PdfArray, PdfDict, PdfNumber } from '@libpdf/core';
import { pageGeometry, toUserRect, type ShownRect } from './page-geometry.js';
import { addAnnotation, resolverOf } from './pdf-objects.js';

/**
 * Puts the signature's field where the signer's first box is: its widget gets the box's rectangle
 * on its page, with an empty appearance (the box itself is drawn on the page or as a stamp), so that
 * readers (Acrobat, the portal's signature panel) find the field there. Without a box the field
 * stays invisible, as the library makes it.
 *
 * The library's `sign()` always makes an invisible widget on the first page, then writes the update
 * at once: the widget is moved in that update, just before it is written (`save` of this one PDF
 * object, for that call alone), so that the signature covers it. Returns what undoes the hook when
 * `sign()` fails before saving.
 */
export function placeFieldWhenSaved(pdf: PDF, fieldName: string, box: { page: number; rect: ShownRect } | undefined): () => void {
  const own = pdf as { save?: PDF['save'] };
  const restore = () => delete own.save;
  if (!box) return restore;
  own.save = async (options) => {
    restore();
    placeField(pdf, fieldName, box);
    return PDF.prototype.save.call(pdf, options);
  };
  return restore;
}

function placeField(pdf: PDF, fieldName: string, box: { page: number; rect: ShownRect }): void {
  const field = pdf.getForm()?.getField(fieldName);
  const page = pdf.getPage(box.page - 1);
  const ref = field?.getRef();
  if (field?.type !== 'signature' || !page || !ref) return;
  const resolve = resolverOf(pdf);
  const rect = toUserRect(pageGeometry(page, resolve), box.rect);
  const [x1, y1, x2, y2] = rect;
  const appearance = pdf.createFormXObject({ bbox: { x: 0, y: 0, width: x2 - x1, height: y2 - y1 }, operators: [] });
  const widget = field.getDict();
  // The library's flags stay: printed (an empty appearance prints nothing) and locked.
  widget.set('Rect', new PdfArray(rect.map((n) => PdfNumber.of(n))));
  widget.set('P', page.ref);
  widget.set('AP', PdfDict.of({ N: appearance.ref }));
  addAnnotation(page, ref, resolve);
}
