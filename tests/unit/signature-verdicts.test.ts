import { readFileSync } from 'node:fs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { SignatureFacts } from '../../server/pdf/signature-facts.js';
import { verdictOf } from '../../server/signing/signature-verdicts.js';
import { levelText } from '../../src/pdf/verdicts/verdict-texts.js';

/** The one verdict of a signature from what the file says and what the portal knows (docs/signing.md, "The signature panel"). */
const PORTAL = 'aa'.repeat(32);
const certificate = { subject: 'CN=Anna', issuer: 'CN=Portico signing authority', serial: '01', notBefore: '2026-01-01T00:00:00.000Z', notAfter: '2036-01-01T00:00:00.000Z' };

const facts = (over: Partial<SignatureFacts> = {}): SignatureFacts => ({
  kind: 'signature',
  signer: 'Anna',
  signingTime: '2026-06-01T10:00:00.000Z',
  timestamp: { time: '2026-06-01T10:00:01.000Z', authority: 'Portico timestamps' },
  certificate,
  chain: [{ ...certificate, subject: certificate.issuer }],
  chainComplete: true,
  chainBroken: false,
  rootFingerprint: PORTAL,
  validAtSigning: true,
  revocation: { atSigning: 'not-revoked', list: { thisUpdate: '2026-06-01T09:00:00.000Z', nextUpdate: '2026-06-08T09:00:00.000Z' }, listedRevokedAt: null },
  level: 'B-LT',
  seals: [],
  coversWholeDocument: true,
  changes: [],
  page: 1,
  rect: null,
  status: 'valid',
  ...over,
});

const judged = (over: Partial<SignatureFacts> = {}, revokedAt?: number) => {
  const v = verdictOf(facts(over), PORTAL, revokedAt);
  return [v.verdict, v.reasons];
};

describe('the verdict of a signature', () => {
  it('is valid for the portal signer with its timestamp and its revocation list, and never trusted for another root', () => {
    expect(judged()).toEqual(['valid', []]);
    expect(verdictOf(facts(), PORTAL, undefined).trusted).toBe(true);
    expect(judged({ rootFingerprint: 'bb'.repeat(32), revocation: { atSigning: 'unknown', list: null, listedRevokedAt: null } })).toEqual(['warning', ['signerUnknown', 'noRevocationData']]);
    expect(judged({ rootFingerprint: null, chainComplete: false, chain: [] })).toEqual(['warning', ['signerUnknown', 'chainIncomplete']]);
  });

  it('a revocation after the signature warns; one before it, in the file or in the portal, breaks it', () => {
    expect(judged({}, Date.parse('2026-07-01T00:00:00Z'))).toEqual(['warning', ['revokedLater']]);
    expect(judged({}, Date.parse('2026-05-01T00:00:00Z'))).toEqual(['broken', ['revokedAtSigning']]);
    expect(judged({ revocation: { atSigning: 'revoked', list: null, listedRevokedAt: '2026-05-01T00:00:00.000Z' } })).toEqual(['broken', ['revokedAtSigning']]);
    expect(judged({ revocation: { atSigning: 'not-revoked', list: { thisUpdate: '2026-05-01T00:00:00.000Z', nextUpdate: '2026-05-08T00:00:00.000Z' }, listedRevokedAt: null } })).toEqual(['warning', ['listOutdated']]);
  });

  it('changed bytes, changes after it, an expired certificate and a broken chain break it; no timestamp or an unchecked kind warn', () => {
    expect(judged({ status: 'broken', why: 'digest mismatch' })).toEqual(['broken', ['bytesChanged']]);
    expect(verdictOf(facts({ status: 'broken', why: 'digest mismatch' }), PORTAL, undefined).why).toBe('digest mismatch');
    expect(judged({ changes: [{ key: 'content', page: 1 }], coversWholeDocument: false })).toEqual(['broken', ['changedAfterSigning']]);
    expect(judged({ validAtSigning: false })).toEqual(['broken', ['notValidAtSigning']]);
    expect(judged({ chainBroken: true, chainComplete: false })).toEqual(['broken', ['chainBroken']]);
    expect(judged({ timestamp: null, level: 'B-B' })).toEqual(['warning', ['noTimestamp']]);
    expect(judged({ status: 'unknown', why: 'sub-filter x' })).toEqual(['warning', ['notChecked']]);
    expect(judged({ kind: 'document-timestamp', timestamp: null, level: null })).toEqual(['valid', []]);
  });
});

describe('the level in words', () => {
  const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8'));
  const { translate } = polyglotI18nProvider(() => en, 'en');
  const say = (over: Partial<SignatureFacts>) => levelText(verdictOf(facts(over), PORTAL, undefined), (key, options) => translate(key, options));

  it("is a signature's PAdES level; a document timestamp has none, and says which signatures it makes B-LTA", () => {
    expect(say({ level: 'B-LTA' })).toBe('Level: PAdES B-LTA');
    expect(say({ kind: 'document-timestamp', level: null, seals: [1] })).toBe('Archive timestamp: makes signature 1 PAdES B-LTA');
    expect(say({ kind: 'document-timestamp', level: null, seals: [1, 3] })).toBe('Archive timestamp: makes signatures 1, 3 PAdES B-LTA');
    expect(say({ kind: 'document-timestamp', level: null, seals: [] })).toMatch(/^Document timestamp: no signature before it carries its validation data/);
  });
});
