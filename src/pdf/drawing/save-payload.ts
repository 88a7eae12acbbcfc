import type { WritePayload } from '../../shared/documents/write-payload';

/** Base64 of bytes, in slices: a spread of a whole PDF's bytes overflows the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The document save of 001 §7: the PDF as a data string under fieldsId 'file' (its name in the data
 * string's head, which the server keeps), and field 27 set to -1.
 */
export function savePayload(pdf: Uint8Array, fileName?: string): WritePayload {
  const name = fileName ? `;name=${encodeURIComponent(fileName)}` : '';
  return {
    fieldParameters: [
      { fieldsId: 'file', values: [`data:application/pdf${name};base64,${toBase64(pdf)}`] },
      { fieldsId: 27, values: [-1] },
    ],
  };
}
