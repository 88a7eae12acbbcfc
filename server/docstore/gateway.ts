import type { TokenService } from '../auth/tokens.js';
import type { UserStore } from '../users/store.js';
import type { User } from '../users/types.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { GatewayAccess, Right, StoreIdentity } from './access.js';
import { nameIn, type FamilyDefinition } from './model.js';
import type { WriteBody } from './payload.js';
import type { AuditNote, DocumentStore, StoredDocument } from './store.js';
import type { QueryTokens } from './query-tokens.js';

/** What shared query tokens need: the tokens, and the accounts whose rights a token carries. */
export interface QueryTokenOptions {
  tokens: QueryTokens;
  users: UserStore;
}

/** What the gateway routes share: the store, who may do what, captchas for guests, tokens for file links. */
export interface Gateway {
  store: DocumentStore;
  access: GatewayAccess;
  captchas: CaptchaService;
  tokens: TokenService;
  /** Largest file or attachment, in bytes (413 beyond). */
  maxFileBytes: number;
  /** Lifetime of a token that opens one document's file or attachments in a new tab. */
  fileTokenSeconds: number;
  queryTokens: QueryTokenOptions;
  /** The most rows one xlsx download holds. */
  exportMaxRows: number;
  /**
   * Checks an update must pass before it is written, and the audit entries it then adds (families
   * whose updates require signature credentials: server/signing). A refusal answers its number.
   */
  confirmUpdate?: (user: User | undefined, family: FamilyDefinition, documentId: number, body: WriteBody) => Promise<UpdateConfirmation>;
  /**
   * The check a file passes before a document of its family keeps it (families that take signatures:
   * their PDFs are inspected, server/signing). A refusal is thrown, before anything is written.
   */
  checkUpload?: (family: FamilyDefinition, content: Buffer) => Promise<void>;
}

export type UpdateConfirmation = { ok: true; audit: AuditNote[] } | { ok: false; result: number; listId?: number };

export const BASE = '/api/adiuto-gateway';
/** The paging parameters the list calls share. */
export const PAGING = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 0 }, size: { type: 'integer', minimum: 1, maximum: 10_000 }, lang: { type: 'string', maxLength: 10 } },
  additionalProperties: false,
} as const;
export { ID_PARAMS } from '../validation/params.js';
/** The purpose of the tokens that open one document's file or attachments (never a session). */
export const VIEW_TOKEN_PURPOSE = 'document-view';

/**
 * A JSON body carries a file in base64 (4 characters for 3 bytes) next to small fields, so the body
 * may be a third larger than the file; the file itself is measured after decoding (fileTooLarge).
 */
export const bodyLimitFor = (maxFileBytes: number) => Math.ceil((maxFileBytes * 4) / 3) + 1024 * 1024;

export function fileTooLarge(gateway: Gateway, size: number): void {
  if (size > gateway.maxFileBytes)
    throw new AppError('too-large', `The file has ${size} bytes; at most ${gateway.maxFileBytes} are accepted`);
}

export function familyById(gateway: Gateway, id: number): FamilyDefinition {
  const family = gateway.store.families().find((f) => f.id === id);
  if (!family) throw notFound(`There is no family ${id}`);
  return family;
}

/** The identity, after checking it holds the right on the family. */
export async function allowed(gateway: Gateway, identity: StoreIdentity, family: FamilyDefinition, right: Right): Promise<StoreIdentity> {
  await gateway.access.require(identity, family.id, right, nameIn(family.names, 'en'));
  return identity;
}

/**
 * A document the identity may act on: 404 when there is none (or it was deleted), 403 without the
 * right on its family. Unknown ids answer 404 whatever the identity's rights, as they reveal nothing.
 */
export async function documentFor(gateway: Gateway, identity: StoreIdentity, id: number, right: Right): Promise<{ doc: StoredDocument; family: FamilyDefinition }> {
  const doc = await gateway.store.get(id);
  if (!doc) throw notFound(`There is no document ${id}`);
  const family = familyById(gateway, doc.familyId);
  await gateway.access.require(identity, family.id, right, nameIn(family.names, 'en'));
  return { doc, family };
}

/** Guests confirm deletions with a captcha (spec 001 §7); signed-in accounts do not. */
export async function guestCaptcha(gateway: Gateway, identity: StoreIdentity, query: { captcha?: string; hiddenCaptcha?: string }): Promise<void> {
  if (identity.guest) await gateway.captchas.requireCaptcha(query.captcha, query.hiddenCaptcha);
}
