import { describe, expect, it } from 'vitest';
import { unique, useServer, type Client } from './client.js';
import { activeContentPdf, inflationBomb, manyObjectsWithoutXref, paintedOverAfterSigning } from '../support/hostile-pdfs.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { withDatabase } from '../support/sql.js';
import { auditOf, caPem, GW, newContract, newSigner, pdfOf, signAs, signedByFirstOfTwo } from '../support/signing.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * PDFs an attacker sends (docs/signing.md, "What reading a PDF may cost"; docs/decisions.md): a file
 * that inflates a thousand times or holds too many objects is refused with a 422 while the server
 * keeps answering everyone; a signature followed by changes is told as such, and such a document,
 * or one with active content, is not signed.
 */
const h = useServer({ env: { SIGN_OTP_MAX_REQUESTS: '100', PDF_MAX_OBJECTS: '100000' } });

const box = (corner: string) => ({ page: 1, x: 40, y: 60, corner });

/** A document of a family (contracts take signatures; invoices do not), with a file, as `api` stores it. */
function storeDocument(api: Client, fam: 'contracts' | 'invoices', pdf: Buffer) {
  const fields = fam === 'contracts' ? [{ fieldsId: 1, values: unique('CTR').slice(0, 30) }, { fieldsId: 2, values: 'Hostile' }] : [
          { fieldsId: 1, values: unique('INV').slice(0, 30) },
          { fieldsId: 2, values: 'Hostile supplier' },
          { fieldsId: 3, values: '20261128' },
          { fieldsId: 5, values: 100 },
        ];
  return api.post(`${GW}/entities`, { fam, fieldParameters: fields, fileInfo: 'data:application/pdf;base64,', file: pdf.toString('base64'), fileName: 'hostile.pdf' });
}

/**
 * Runs `work` while another client asks for the liveness probe over and over, as an attacker's
 * victims would: the longest any of those answers took, in ms, and `work`'s own answer.
 */
async function whilePinging<T>(work: () => Promise<T>): Promise<{ longest: number; answers: number; result: T }> {
  let done = false;
  let longest = 0;
  let answers = 0;
  const pinger = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await h.anonymous.get('management/health/liveness');
      expect(res.status).toBe(200);
      longest = Math.max(longest, performance.now() - started);
      answers++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    return { longest, answers, result };
  } finally {
    done = true;
    await pinger;
  }
}

describe('a PDF that would cost too much to read', () => {
  it('is refused at upload into a family that signs, with a 422 that says why, while every other request is answered at once', async () => {
    // What a first upload starts once (its route's validator, a PDF worker) is not what is measured.
    await newContract(h);
    const documents = () => withDatabase(h.server, async (db) => (await db.selectFrom('ds_document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await documents();
    // Made before the pings start: this process is not to be held while it pings.
    const bomb = inflationBomb(512);
    const { longest, answers, result: res } = await whilePinging(() => storeDocument(h.user, 'contracts', bomb));
    expect([res.status, res.body.message, res.body.limit]).toEqual([422, 'error.pdf.toocostly', 'inflated']);
    expect(res.body.detail).toBe('The PDF is too costly to read: its object streams inflate to more than 128 MiB');
    expect(answers).toBeGreaterThan(1);
    expect(longest).toBeLessThan(100);
    // Nothing was stored.
    expect(await documents()).toBe(before);
  });

  it('stored where nothing signs, is refused by the sign info (422), a refusal kept by the file content', async () => {
    const stored = await storeDocument(h.admin, 'invoices', inflationBomb(400));
    expect(stored.status, stored.text).toBe(201);
    const { longest, result: info } = await whilePinging(() => h.user.get(`${GW}/sign/get-info/${stored.body}`));
    expect([info.status, info.body.message, info.body.limit]).toEqual([422, 'error.pdf.toocostly', 'inflated']);
    expect(longest).toBeLessThan(100);
    // The refusal is kept by the file's content: asked again, it answers at once.
    const started = performance.now();
    expect((await h.user.get(`${GW}/sign/get-info/${stored.body}`)).status).toBe(422);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('with too many objects and no cross-reference table, is refused for its objects', async () => {
    const res = await storeDocument(h.user, 'contracts', manyObjectsWithoutXref(150_000));
    expect([res.status, res.body.limit, res.body.detail]).toEqual([422, 'objects', 'The PDF is too costly to read: it holds more than 100,000 objects']);
  });

  it('is read once per file content: a version whose fields alone changed costs nothing', async () => {
    const id = await newContract(h);
    expect((await h.admin.get(`${GW}/sign/get-info/${id}`)).status).toBe(200);
    const kept = () => withDatabase(h.server, (db) => db.selectFrom('pdf_inspection').select(['sha256', 'inspected_at']).orderBy('sha256').execute());
    const first = await kept();
    const updated = await h.admin.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 2, values: 'Fields only' }] });
    expect(updated.body).toBeGreaterThan(id);
    expect((await h.admin.get(`${GW}/sign/get-info/${updated.body}`)).status).toBe(200);
    expect(await kept()).toEqual(first);
  });
});

describe('a signature followed by changes', () => {
  it('is told in the sign info with what changed, as pdfsig tells it is not the whole document; the document is not signed (-32) nor asked to be', async () => {
    const { a, b, id, signed } = await signedByFirstOfTwo(h);
    expect((await b.api.get(`${GW}/sign/get-info/${signed}`)).body).toMatchObject({
      canSign: true,
      pdfRefusal: null,
      // At B-LT its validation data follows it: not the whole file, and nothing changed.
      signatures: [{ status: 'valid', coversWholeDocument: false, modifiedAfterSigning: false, changes: [] }],
    });

    const painted = Buffer.from(await paintedOverAfterSigning(await pdfOf(h, signed)));
    const changed = (await h.admin.put(`${GW}/entities/${signed}`, { fieldParameters: [], fileInfo: 'data:application/pdf;base64,', file: painted.toString('base64'), fileName: 'contract.pdf' })).body;
    expect(changed).toBeGreaterThan(signed);
    const info = (await b.api.get(`${GW}/sign/get-info/${changed}`)).body;
    expect(info).toMatchObject({
      canSign: false,
      pdfRefusal: -32,
      signatures: [
        {
          name: a.login,
          status: 'valid',
          coversWholeDocument: false,
          modifiedAfterSigning: true,
          changes: [
            { key: 'content', page: 1 },
            { key: 'resources', page: 1 },
          ],
        },
      ],
    });
    const { signatures: bySig } = await verifyWithPdfsig(painted, await caPem(h));
    expect(bySig.map((s) => [s.valid, s.wholeDocument])).toEqual(info.signatures.map((s: any) => [s.status === 'valid', s.coversWholeDocument]));

    expect(await signAs(h, b, changed)).toBe(-32);
    const audit = await auditOf(h, id);
    expect(audit.find((e) => e.action === 'sign-refused' && e.userName === b.login)?.detail).toMatch(/^signature refused \(-32\): signature 1 of 1 \(.+\) was followed by changes: page 1: its content changed, page 1: its resources \(fonts, images, drawings\) changed$/);

    const copy = await newContract(h, painted);
    const asked = await h.admin.post(`${GW}/sign/requests/${copy}`, { signers: [{ login: b.login, boxes: [box('Basso dx')] }] });
    expect([asked.status, asked.body.message]).toEqual([400, 'error.sign.modifiedaftersigning']);
  });

  it("is not told of a countersignature and its signer's drawings", async () => {
    const { a, b, signed: once } = await signedByFirstOfTwo(h);
    const handwriting = JSON.stringify([{ type: 'handwritten-sign', pageNumber: 1, page_width: 595, page_height: 842, xStart: 300, yStart: 600, xEnd: 400, yEnd: 650, width: 100, height: 50, segments: [[{ x: 300, y: 600 }, { x: 350, y: 640 }, { x: 400, y: 620 }]] }]);
    const twice = await signAs(h, b, once, { jsonDrawnObjects: handwriting });
    expect(twice).toBeGreaterThan(once);
    const info = (await a.api.get(`${GW}/sign/get-info/${twice}`)).body;
    expect(info.signatures.map((s: any) => [s.status, s.coversWholeDocument, s.modifiedAfterSigning])).toEqual([
      ['valid', false, false],
      ['valid', false, false],
    ]);
    const { signatures } = await verifyWithPdfsig(await pdfOf(h, twice), await caPem(h));
    expect(signatures.map((s) => [s.valid, s.wholeDocument])).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});

describe('active content', () => {
  it('is listed by the sign info, and a document holding it is not asked to be signed', async () => {
    const id = await newContract(h, activeContentPdf());
    const info = (await h.admin.get(`${GW}/sign/get-info/${id}`)).body;
    expect([info.activeContent, info.pdfRefusal]).toEqual([
      [
        { key: 'openAction', action: 'JavaScript' },
        { key: 'scripts', count: 1 },
        { key: 'annotation', action: 'Launch', page: 1 },
      ],
      -33,
    ]);
    const signer = await newSigner(h);
    const asked = await h.admin.post(`${GW}/sign/requests/${id}`, { signers: [{ login: signer.login, boxes: [box('Basso dx')] }] });
    expect([asked.status, asked.body.message]).toEqual([400, 'error.sign.activecontent']);
    expect(asked.body.detail).toMatch(/holds active content: JavaScript when the document opens/);
  });
});
