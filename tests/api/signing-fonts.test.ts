import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { TEST_JWT_SECRET } from '../support/captcha.js';
import { pdfFonts, pdfText, pdfWords } from '../support/pdfsig.js';
import { askSignatures, expectValidSignatures, GOOD_PASSWORD, GW, mailIds, newContract, newMail, newSigner, otpOf, pdfOf, pdfWithPages, setSignaturePassword, signLink } from '../support/signing.js';

/**
 * Names, reasons and drawn texts beyond the standard PDF fonts' characters (docs/signing.md, "The
 * signed PDF"): an account named 'Łukasz Żółć' signs first (page content), an external signer named
 * 'Zoë Dvořák' second (stamp annotations); every text comes out as it was written.
 */
const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET } });

const A4: [number, number] = [595, 842];
const box = (corner: string) => ({ page: 1, x: 40, y: 60, corner });
/** A drawn text in the page's own size (scale 1), y from the top as the viewer sends it. */
const drawnText = (pageNumber: number, text: string, font: string) => ({
  pageNumber,
  page_width: A4[0],
  page_height: A4[1],
  type: 'text',
  xStart: 60,
  yStart: 200,
  xEnd: 360,
  yEnd: 240,
  text,
  fontSize: 20,
  font,
});

describe('signature appearances in any of the five languages', () => {
  it('write names, reasons and drawn texts exactly, as page content and as annotations; both signatures valid and trusted', async () => {
    const a = await newSigner(h, 'it');
    const account = (await a.api.get('api/account')).body;
    const renamed = await a.api.post('api/account', { ...account, firstName: 'Łukasz', lastName: 'Żółć' });
    expect(renamed.status, renamed.text).toBe(200);
    // The certificate issued with the signature password carries the name.
    await setSignaturePassword(a);
    const id = await newContract(h, pdfWithPages([A4, A4]));
    const email = `zoe-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
    const seen = await mailIds(h, email, 'sign-invitation');
    await askSignatures(h, id, {
      imgManage: 3,
      reason: { list: null, default: 'Approvato', editable: true, mandatory: false },
      signers: [
        { login: a.login, boxes: [box('Basso sx')] },
        { email, name: 'Zoë Dvořák', langKey: 'de', boxes: [box('Basso dx')] },
      ],
    });
    const first = await a.api.put(`${GW}/sign/document/${id}`, {
      otp: await otpOf(h, a.api, id, a.email),
      reason: 'Firmato per approvazione – città',
      jsonDrawnObjects: JSON.stringify([drawnText(1, 'Żółć ß é ñ', 'courier')]),
      signUsername: a.login,
      signPassword: GOOD_PASSWORD,
      signMeaning: 'Approval',
    });
    expect(first.body, first.text).toBeGreaterThan(id);
    // The external signer signs second: invited once the account has signed.
    const link = signLink((await newMail(h, email, 'sign-invitation', seen)).text);
    const query = `?signToken=${link.signToken}&extUserId=${link.extUserId}`;
    const second = await h.anonymous.put(`${GW}/sign/document/${first.body}${query}`, {
      otp: await otpOf(h, h.anonymous, first.body, email, query),
      reason: 'Geprüft und genehmigt – Größe',
      jsonDrawnObjects: JSON.stringify([drawnText(2, 'Żółć ß é ñ', 'timesRoman')]),
    });
    expect(second.body, second.text).toBeGreaterThan(first.body);

    const signatures = await expectValidSignatures(h, second.body, 2);
    expect(signatures.map((s) => s.signer)).toEqual(['Łukasz Żółć', 'Zoë Dvořák']);
    const pdf = await pdfOf(h, second.body);
    const lines = async (page: number) => (await pdfText(pdf, page)).split('\n').map((line) => line.trim());
    const page1 = await lines(1);
    for (const line of ['Łukasz Żółć', 'Firmato per approvazione – città', 'Żółć ß é ñ', 'Zoë Dvořák', 'Geprüft und genehmigt – Größe']) expect(page1, line).toContain(line);
    expect(await lines(2)).toContain('Żółć ß é ñ');

    // Where it was placed: its left edge at 60, its first line's baseline 0.8 em below its top (200 from the top).
    for (const page of [1, 2]) {
      const word = (await pdfWords(pdf, page)).find((w) => w.word === 'Żółć')!;
      expect(word.x).toBeCloseTo(60, 0);
      expect(word.y).toBeGreaterThan(195);
      expect(word.yMax).toBeLessThan(225);
    }
    const embedded = (await pdfFonts(pdf)).filter((f) => f.embedded);
    expect(embedded.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans', 'DejaVuSansMono', 'DejaVuSerif']);
    expect(embedded.every((f) => f.subset)).toBe(true);
  });
});
