import type { DrawnObject } from './drawn-object';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What an object is called to a screen reader and in its menu. */
export function objectName(object: DrawnObject, translate: Translate): string {
  if (object.type === 'sign') return translate('portico.pdf.draw.object.signBox');
  if (object.type === 'handwritten-sign') return translate('portico.pdf.draw.object.handwritten');
  return translate('portico.pdf.draw.object.text', { text: object.text.length > 40 ? `${object.text.slice(0, 40)}…` : object.text });
}
