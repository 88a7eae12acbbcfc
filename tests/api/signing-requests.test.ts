import { describe, expect, it } from 'vitest';
import { client, useServer } from './client.js';
import { alterOneCharacter } from '../support/alter.js';
import { lastMailTo } from '../support/outbox.js';
import { askSignatures, expectValidSignatures, GOOD_PASSWORD, GW, mailIds, newContract, newMail, newSigner, otpOf, pdfWithPages, setSignaturePassword, signLink } from '../support/signing.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/** Signature requests (POST sign/requests/{id}) and the sign info by mode (GET sign/get-info/{id}); docs/signing.md. */
const h = useServer();

const box = (corner: string, x = 40, y = 60, page = 1) => ({ page, x, y, corner });

describe('demonstration data', () => {
  it('has contracts awaiting user in the modes 0, 2, 3 and 4, one signed by admin and awaiting user, one awaiting an external signer', async () => {
    const contracts = (await h.user.post(`${GW}/execute-query`, { fam: 'contracts', max: 8 })).body.list.map((d: any) => d.fidd);
    const infos = await Promise.all(contracts.map(async (id: number) => ({ id, info: (await h.user.get(`${GW}/sign/get-info/${id}`)).body })));
    const awaiting = infos.filter(({ info }) => info.request?.state === 'open');
    expect(awaiting).toHaveLength(6);
    const forUser = awaiting.filter(({ info }) => info.canSign);
    expect(forUser.map(({ info }) => [info.imgManage, info.signatureCount]).sort()).toEqual([[0, 0], [2, 0], [3, 0], [3, 1], [4, 0]]);
    const external = awaiting.find(({ info }) => !info.canSign)!;
    expect(external.info.request.signers).toEqual([{ name: 'Laura Esterni', order: 1, signed: false, signedDate: null }]);
    const invitation = await lastMailTo(h.admin, 'laura.esterni@example.org', 'sign-invitation');
    expect([invitation.langKey, signLink(invitation.text).documentId]).toEqual(['it', external.id]);

    // admin signed through the engine; user signs after, and both signatures stay valid.
    const signedByAdmin = forUser.find(({ info }) => info.signatureCount === 1)!;
    const [first] = await expectValidSignatures(h, signedByAdmin.id, 1);
    expect(first.signer).toBe('Anna Amministratrice');
    const user = { login: 'user', password: 'user', email: 'user@localhost', id: 0, api: h.user };
    await setSignaturePassword(user);
    const signed = await h.user.put(`${GW}/sign/document/${signedByAdmin.id}`, {
      otp: await otpOf(h, h.user, signedByAdmin.id, user.email),
      signUsername: 'user',
      signPassword: GOOD_PASSWORD,
      signMeaning: 'Approval',
    });
    expect(signed.body, signed.text).toBeGreaterThan(signedByAdmin.id);
    expect((await expectValidSignatures(h, signed.body, 2)).map((s) => s.signer)).toEqual(['Anna Amministratrice', 'Paolo Bianchi']);
  });
});

describe('POST sign/requests/{id}', () => {
  it('asks accounts and external signers for signatures, in one step, with boxes, and invites each by mail in their language', async () => {
    const a = await newSigner(h);
    const id = await newContract(h);
    const external = `ext-${Date.now()}@example.org`;
    const seen = await mailIds(h, external, 'sign-invitation');
    const created = await askSignatures(h, id, {
      imgManage: 3,
      dueDate: '2099-12-31',
      signers: [
        { login: a.login, boxes: [box('Alto sx'), box('Basso dx', 10, 20)] },
        { email: external.toUpperCase(), name: 'Eva Esterna', langKey: 'de', order: 1, boxes: [{ ...box('Basso sx'), width: 100, height: 50 }] },
      ],
    });
    expect(created).toMatchObject({ rootId: id, imgManage: 3, dueDate: 20991231, state: 'open', createdBy: 'admin' });
    expect(created.signers.map((s: any) => [s.order, s.login, s.email, s.name, s.langKey])).toEqual([
      [1, a.login, null, a.login, 'en'],
      [1, null, external, 'Eva Esterna', 'de'],
    ]);
    // Both sign in the first step: the account is told to sign in the portal, the external signer gets a link.
    const told = await newMail(h, a.email, 'sign-request');
    expect(told.subject).toBe('Anna Amministratrice asks you to sign contract.pdf');
    expect(told.text).toContain('the document contract.pdf by 2099-12-31.');
    expect(created.signers[0].boxes).toEqual([
      { page: 1, x: 40, y: 60, corner: 'Alto sx', width: 150, height: 112.5 },
      { page: 1, x: 10, y: 20, corner: 'Basso dx', width: 150, height: 112.5 },
    ]);
    const mail = await newMail(h, external, 'sign-invitation', seen);
    expect(mail.langKey).toBe('de');
    expect(mail.subject).toBe('Anna Amministratrice bittet Sie, contract.pdf zu signieren');
    expect(mail.text).toContain('bis zum 2099-12-31');
    const link = signLink(mail.text);
    expect(link).toMatchObject({ documentId: id, extUserId: created.signers[1].id });
    // The link's token shows the document to that signer alone.
    const info = await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${link.signToken}`);
    expect(info.status, info.text).toBe(200);
    expect(info.body.userIdExt).toBe(created.signers[1].id);
    const audit = (await h.admin.get(`${GW}/entities/${id}/audit`)).body;
    expect(audit.find((e: any) => e.action === 'sign-request')).toMatchObject({ userName: 'admin', detail: `signatures asked of ${a.login}, ${external} (mode 3, due 20991231)` });
  });

  it('lets those who may update the document ask, and no one else', async () => {
    const reader = await newSigner(h, 'en', { update: false });
    const id = await newContract(h);
    const body = { signers: [{ login: reader.login }] };
    expect((await h.anonymous.post(`${GW}/sign/requests/${id}`, body)).status).toBe(401);
    const refused = await reader.api.post(`${GW}/sign/requests/${id}`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('may not update');
    // The right comes before the body's schema: a malformed body is refused for the right, not for its shape.
    for (const malformed of [{}, { signers: 'x' }, { signers: [{ login: reader.login }], extra: 1 }]) {
      const res = await reader.api.post(`${GW}/sign/requests/${id}`, malformed);
      expect(res.status, JSON.stringify(malformed)).toBe(403);
      expect(res.body.detail).toContain('may not update');
    }
    // user may update contracts (Staff).
    expect((await h.user.post(`${GW}/sign/requests/${id}`, body)).status).toBe(201);
    expect((await h.user.post(`${GW}/sign/requests/999999`, body)).status).toBe(404);
  });

  it('keeps one open request per document and asks only on its current version', async () => {
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: 'user' }] });
    const again = await h.admin.post(`${GW}/sign/requests/${id}`, { signers: [{ login: 'admin' }] });
    expect(again.status).toBe(409);
    const other = await newContract(h);
    const next = await h.admin.put(`${GW}/entities/${other}`, { fieldParameters: [{ fieldsId: 2, values: 'Changed' }] });
    const older = await h.admin.post(`${GW}/sign/requests/${other}`, { signers: [{ login: 'user' }] });
    expect(older.status).toBe(409);
    expect(older.headers.get('x-new-doc-id')).toBe(String(next.body));
    // Asked at once, only one of two requests is made.
    const racing = await newContract(h);
    const both = await Promise.all([1, 2].map(() => h.admin.post(`${GW}/sign/requests/${racing}`, { signers: [{ login: 'user' }] })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('POST sign/requests/{id}: refusals', () => {
  it('refuses what could not be signed with 400 problem bodies, and stores nothing', async () => {
    const id = await newContract(h, pdfWithPages([[595, 842], [842, 595]]));
    const bad: [unknown, RegExp][] = [
      [{}, /signers/],
      [{ signers: [] }, /signers/],
      [{ signers: [{ login: 'user', email: 'x@example.org' }] }, /one of the two/],
      [{ signers: [{}] }, /one of the two/],
      [{ signers: [{ login: 'nobody-here' }] }, /no active account nobody-here/],
      [{ signers: [{ login: 'guest' }] }, /no active account guest/],
      [{ signers: [{ login: 'user' }, { login: 'user' }] }, /named twice/],
      [{ signers: [{ email: 'a@example.org' }, { email: 'A@example.org' }] }, /named twice/],
      // Nested members are named by the top-level one (the project's field errors).
      [{ signers: [{ email: 'not-an-address' }] }, /signers.*Pattern/],
      [{ signers: [{ login: 'user', name: 'Someone' }] }, /own name/],
      [{ signers: [{ login: 'user', boxes: [box('Alto sx', 0, 0, 3)] }] }, /page 3 does not exist \(the PDF has 2\)/],
      [{ signers: [{ login: 'user', boxes: [box('Alto sx', 500, 0)] }] }, /leaves page 1/],
      // The second page is landscape, 842 by 595.
      [{ signers: [{ login: 'user', boxes: [box('Alto sx', 700, 0, 2)] }] }, /leaves page 2 \(842 by 595 points\)/],
      [{ signers: [{ login: 'user', boxes: [box('Centro')] }] }, /signers: Enum/],
      [{ signers: [{ login: 'user', boxes: [{ ...box('Alto sx'), width: 0 }] }] }, /signers: /],
      // A box needs a usable area: at least a point each way.
      [{ signers: [{ login: 'user', boxes: [{ ...box('Alto sx'), width: 1e-320 }] }] }, /signers: /],
      [{ signers: [{ login: 'user', boxes: [{ ...box('Alto sx'), height: 0.5 }] }] }, /signers: /],
      [{ signers: [{ login: 'user', boxes: [box('Alto sx', -1)] }] }, /signers: /],
      [{ imgManage: 2, signers: [{ login: 'user', boxes: [box('Alto sx')] }] }, /mode 2/],
      [{ imgManage: 6, signers: [{ login: 'user' }] }, /imgManage/],
      [{ dueDate: '2001-01-01', signers: [{ login: 'user' }] }, /has passed/],
      [{ dueDate: '2099-02-30', signers: [{ login: 'user' }] }, /not a date/],
      [{ dueDate: 'tomorrow', signers: [{ login: 'user' }] }, /dueDate/],
      [{ reason: { list: 'no-such-list' }, signers: [{ login: 'user' }] }, /no value list/],
      [{ reason: { default: 'Because' }, signers: [{ login: 'user' }] }, /no entry of the value list signature-reasons/],
      [{ reason: { list: null, editable: false, mandatory: true }, signers: [{ login: 'user' }] }, /needs a default/],
      [{ signers: [{ login: 'user' }], extra: 1 }, /extra/],
      [{ signers: new Array(21).fill({ login: 'user' }) }, /signers/],
    ];
    for (const [body, detail] of bad) {
      const res = await h.admin.post(`${GW}/sign/requests/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(`${res.body.detail} ${JSON.stringify(res.body.fieldErrors ?? [])}`, JSON.stringify(body)).toMatch(detail);
    }
    // An account that may not read the family cannot be asked.
    const stranger = await newSigner(h, 'en', { rights: false });
    const unread = await h.admin.post(`${GW}/sign/requests/${id}`, { signers: [{ login: stranger.login }] });
    expect(unread.status).toBe(400);
    expect(unread.body.detail).toBe(`signers[0]: ${stranger.login} may not read documents of Contracts`);
    // Nothing was stored: a good request still goes through (a box that only the landscape page holds).
    expect((await h.admin.post(`${GW}/sign/requests/${id}`, { signers: [{ login: 'user', boxes: [box('Alto sx', 600, 0, 2)] }] })).status).toBe(201);
    const invoice = (await h.admin.post(`${GW}/execute-query`, { fam: 'invoices', max: 1 })).body.list[0].fidd;
    const family = await h.admin.post(`${GW}/sign/requests/${invoice}`, { signers: [{ login: 'user' }] });
    expect(family.status).toBe(400);
    expect(family.body.detail).toBe('Documents of invoices take no signatures');
  });

  it('refuses a document whose file is not a PDF it can sign', async () => {
    const notPdf = await h.admin.post(`${GW}/entities`, { fam: 'contracts', fieldParameters: [{ fieldsId: 1, values: 'CTR-TXT' }, { fieldsId: 2, values: 'x' }], fileInfo: 'data:text/plain;base64,', file: Buffer.from('hello').toString('base64') });
    const res = await h.admin.post(`${GW}/sign/requests/${notPdf.body}`, { signers: [{ login: 'user' }] });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/no PDF file to sign/);
    const broken = await newContract(h, Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'));
    const damaged = await h.admin.post(`${GW}/sign/requests/${broken}`, { signers: [{ login: 'user' }] });
    expect(damaged.status).toBe(400);
    expect(damaged.body.detail).toMatch(/cannot be signed/);
  });
});

describe('GET sign/get-info/{id}', () => {
  it('answers the family\'s settings and no boxes for a document without a request', async () => {
    const id = await newContract(h);
    const res = await h.user.get(`${GW}/sign/get-info/${id}`);
    expect(res.status).toBe(200);
    const lists = (await h.user.get(`${GW}/adiuto-admin/lists`)).body;
    expect(res.body).toEqual({
      imgManage: 3,
      requiredDigitalSign: true,
      userIdExt: null,
      signFields: [],
      reasonValueList: lists.find((l: any) => l.key === 'signature-reasons').id,
      reasonDefault: 'I agree to the terms',
      reasonEditable: true,
      reasonMandatory: true,
      signatureCount: 0,
      signatures: [],
      verdicts: [],
      activeContent: [],
      pdfRefusal: null,
      canSign: false,
      // user may update contracts: they may ask for signatures on it.
      canAsk: true,
      signedDocumentId: null,
      request: null,
    });
  });

  it('says who may ask for signatures: an account with the update right, while no request is open', async () => {
    const id = await newContract(h);
    const reader = await newSigner(h, 'en', { update: false });
    const canAsk = async (api: typeof h.admin) => (await api.get(`${GW}/sign/get-info/${id}`)).body.canAsk;
    expect([await canAsk(h.admin), await canAsk(reader.api), await canAsk(h.anonymous)]).toEqual([true, false, false]);
    await askSignatures(h, id, { signers: [{ login: reader.login, boxes: [box('Basso dx')] }] });
    expect([await canAsk(h.admin), await canAsk(reader.api)]).toEqual([false, false]);
  });

  it('answers the boxes each mode shows to each caller', async () => {
    const [a, b] = [await newSigner(h), await newSigner(h)];
    const fieldsOf = (res: any) => res.body.signFields.map((f: any) => [f.FSign_User, f.origin_Corner, f.signed]);
    const infoFor = async (mode: number) => {
      const id = await newContract(h);
      await askSignatures(h, id, { imgManage: mode, signers: [{ login: a.login, boxes: mode === 2 ? [] : [box('Alto sx')] }, { login: b.login, boxes: mode === 2 ? [] : [box('Basso dx')] }] });
      return { a: await a.api.get(`${GW}/sign/get-info/${id}`), b: await b.api.get(`${GW}/sign/get-info/${id}`), admin: await h.admin.get(`${GW}/sign/get-info/${id}`) };
    };
    // 3: everybody's boxes, the others' to be shown apart.
    const three = await infoFor(3);
    expect(fieldsOf(three.a)).toEqual([[a.login, 'Alto sx', false], [b.login, 'Basso dx', false]]);
    expect(fieldsOf(three.admin)).toEqual(fieldsOf(three.a));
    expect(three.a.body.signFields[0]).toMatchObject({ Fpage_number: 1, Ffield_x: 40, Ffield_y: 60, Ffield_width: 150, Ffield_height: 112.5, FSign_User_Name: a.login });
    expect([three.a.body.canSign, three.b.body.canSign, three.admin.body.canSign]).toEqual([true, false, false]);
    // 0, 1, 4, 5: the caller's own.
    for (const mode of [0, 1, 4, 5]) {
      const info = await infoFor(mode);
      expect(info.a.body.imgManage).toBe(mode);
      expect(fieldsOf(info.a), `mode ${mode}`).toEqual([[a.login, 'Alto sx', false]]);
      expect(fieldsOf(info.b), `mode ${mode}`).toEqual([[b.login, 'Basso dx', false]]);
      expect(fieldsOf(info.admin), `mode ${mode}`).toEqual([]);
    }
    // 2: none, signers place their own.
    const two = await infoFor(2);
    expect([fieldsOf(two.a), two.a.body.canSign]).toEqual([[], true]);
    expect(two.a.body.request.signers.map((s: any) => [s.name, s.order, s.signed])).toEqual([[a.login, 1, false], [b.login, 2, false]]);
  });

  it('takes the request\'s own reasons over the family\'s', async () => {
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: 'user' }], reason: { list: null, default: 'Seen', editable: false, mandatory: false } });
    const res = await h.user.get(`${GW}/sign/get-info/${id}`);
    expect(res.body).toMatchObject({ reasonValueList: -1, reasonDefault: 'Seen', reasonEditable: false, reasonMandatory: false });
  });

  it('follows the family\'s read right: guests read contracts, and 404 for a document that does not exist', async () => {
    const id = await newContract(h);
    expect((await h.anonymous.get(`${GW}/sign/get-info/${id}`)).body).toMatchObject({ canSign: false, userIdExt: null });
    const noRights = await newSigner(h, 'en', { rights: false });
    expect((await noRights.api.get(`${GW}/sign/get-info/${id}`)).status).toBe(403);
    expect((await h.user.get(`${GW}/sign/get-info/999999`)).status).toBe(404);
  });

  it('keeps signTokens and session tokens apart, and a signToken to its document and signer', async () => {
    const [first, second] = [await newContract(h), await newContract(h)];
    const external = `tok-${Date.now()}@example.org`;
    const seen = await mailIds(h, external, 'sign-invitation');
    const created = await askSignatures(h, first, { signers: [{ email: external, boxes: [box('Alto sx')] }] });
    const link = signLink((await newMail(h, external, 'sign-invitation', seen)).text);
    const info = await h.anonymous.get(`${GW}/sign/get-info/${first}?signToken=${link.signToken}`);
    expect(info.body).toMatchObject({ userIdExt: created.signers[0].id, canSign: true });
    expect(info.body.signFields).toHaveLength(1);
    // Another document: 403. Another signer's id: 403. An altered token: 401.
    expect((await h.anonymous.get(`${GW}/sign/get-info/${second}?signToken=${link.signToken}`)).status).toBe(403);
    expect((await h.anonymous.get(`${GW}/sign/get-info/${first}?signToken=${link.signToken}&extUserId=${link.extUserId + 1}`)).status).toBe(403);
    expect((await h.anonymous.get(`${GW}/sign/get-info/${first}?signToken=${alterOneCharacter(link.signToken)}`)).status).toBe(401);
    // A session token is no signToken, and a signToken signs nobody in.
    const session = await h.server.token('user', 'user');
    expect((await h.anonymous.get(`${GW}/sign/get-info/${first}?signToken=${session}`)).status).toBe(401);
    const asBearer = client(h.server.baseUrl, link.signToken);
    expect((await asBearer.get('api/account')).status).toBe(401);
    expect((await asBearer.get(`${GW}/sign/require-otp/${first}`)).status).toBe(401);
    // extUserId alone proves nothing.
    expect((await h.anonymous.get(`${GW}/sign/require-otp/${first}?extUserId=${link.extUserId}`)).status).toBe(401);
  });
});

describe('GET sign/candidates/{id}', () => {
  it('finds activated accounts by login or name among those who may read the family; the search needs the update right', async () => {
    const id = await newContract(h);
    const reader = await newSigner(h, 'en', { update: false });
    const stranger = await newSigner(h, 'en', { rights: false });

    // user is Paolo Bianchi: found by a part of the login, and by the name in any case.
    expect((await h.admin.get(`${GW}/sign/candidates/${id}?q=use`)).body).toContainEqual({ login: 'user', name: 'Paolo Bianchi' });
    expect((await h.admin.get(`${GW}/sign/candidates/${id}?q=BIANCHI`)).body).toContainEqual({ login: 'user', name: 'Paolo Bianchi' });
    // One who may only read may sign, one without the read right is never offered.
    expect((await h.admin.get(`${GW}/sign/candidates/${id}?q=${reader.login}`)).body).toEqual([{ login: reader.login, name: reader.login }]);
    expect((await h.admin.get(`${GW}/sign/candidates/${id}?q=${stranger.login}`)).body).toEqual([]);
    // LIKE's wildcards are text: '%' finds nobody whose login lacks it.
    expect((await h.admin.get(`${GW}/sign/candidates/${id}?q=%25`)).body).toEqual([]);

    // Asking, and so searching, needs the update right on the document.
    const refused = await reader.api.get(`${GW}/sign/candidates/${id}?q=user`);
    expect(refused.status).toBe(403);
    expect((await h.admin.get(`${GW}/sign/candidates/${id}?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
