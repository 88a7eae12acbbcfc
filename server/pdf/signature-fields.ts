import type { PDF, PdfDict, SignatureField } from '@libpdf/core';

/**
 * The signature dictionaries of a PDF's signed signature fields, in the form's order, document
 * timestamps (PAdES B-LTA: a signature field too, but no one's signature) aside.
 */
export function signatureDictionaries(pdf: PDF): PdfDict[] {
  const dictionaries: PdfDict[] = [];
  for (const field of pdf.getForm()?.getFields() ?? []) {
    if (field.type !== 'signature') continue;
    const dict = (field as SignatureField).isSigned() ? (field as SignatureField).getSignatureDict() : null;
    if (dict && dict.getName('Type')?.value !== 'DocTimeStamp') dictionaries.push(dict);
  }
  return dictionaries;
}

/** The field names a PDF's form uses. */
export const fieldNames = (pdf: PDF): Set<string> => new Set((pdf.getForm()?.getFields() ?? []).map((f) => f.name));
