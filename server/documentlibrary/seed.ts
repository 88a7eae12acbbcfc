import { deflateSync } from 'node:zlib';
import { simplePdf } from '../docstore/pdf.js';
import type { LibraryStore } from './store.js';

/** The demonstration library: a PDF form, an image and a plain-text guide, as an administrator would upload them. */
export async function seedLibrary(store: LibraryStore): Promise<void> {
  const by = 'admin';
  await store.create(
    { name: 'Holiday request form', description: 'Fill in, sign and hand to your manager at least two weeks ahead.', category: 'Forms' },
    {
      name: 'holiday-request-form.pdf',
      content: simplePdf('Holiday request', [
        'Employee: ______________________________',
        'Department: ____________________________',
        'First day of leave: ____ / ____ / ______',
        'Last day of leave: _____ / ____ / ______',
        '',
        'Signature of employee: _________________',
        'Approved by manager: ___________________',
      ]),
    },
    by,
  );
  await store.create(
    { name: 'Portal banner', description: 'The banner shown above the news widget.', category: 'Images' },
    { name: 'portal-banner.png', content: bannerPng(480, 120) },
    by,
  );
  await store.create(
    { name: 'Expense policy', description: 'What can be refunded, and how to ask for it.', category: 'Policies' },
    {
      name: 'expense-policy.txt',
      content: Buffer.from(
        'Expense policy\n\n1. Keep every receipt.\n2. Ask for a refund within 30 days.\n3. Travel is refunded in second class; meals up to EUR 35 a day.\n',
        'utf8',
      ),
    },
    by,
  );
}

/** A PNG (RGB, 8 bits) with a blue to teal gradient and a light band: generated, so the repository holds no binary. */
export function bannerPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const t = x / (width - 1);
      const band = y > height * 0.42 && y < height * 0.58;
      const [r, g, b] = band ? [236, 242, 248] : [Math.round(21 + t * -21), Math.round(101 + t * 36), Math.round(192 - t * 69)];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
