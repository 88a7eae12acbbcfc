/** A one-page A4 PDF with a title and lines of text in Helvetica (for demonstration documents). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = [
    'BT /F1 20 Tf 56 770 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
    '0.2 0.4 0.75 RG 2 w 56 752 m 539 752 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  return pdfFromObjects(objects, '1.4');
}

/**
 * A PDF file of the given objects, numbered from 1 in order (the first must be the catalog), with
 * their cross-reference table: what hand-made PDFs (the demonstration's, the tests') have in common.
 */
export function pdfFromObjects(objects: string[], version = '1.4'): Buffer {
  let out = `%PDF-${version}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
