import { Readable } from 'node:stream';
import { familyById, type Gateway } from '../docstore/gateway.js';
import { nameIn, type FamilyDefinition } from '../docstore/model.js';
import type { StoredDocument } from '../docstore/store.js';
import { notFound } from '../errors/app-error.js';
import { olderVersion } from '../docstore/older-version.js';
import type { SignCaller } from './caller.js';
import { requireSameDocument } from './caller.js';

/**
 * The document a signing call names, for its caller: 404 when there is none, 403 for an account
 * or guest without the read right on its family, or an external signer whose link names another
 * document. Signing needs no other right: the request names who signs.
 */
export async function documentForSigning(gateway: Gateway, caller: SignCaller, id: number): Promise<{ doc: StoredDocument; family: FamilyDefinition }> {
  const doc = await gateway.store.get(id);
  if (!doc) throw notFound(`There is no document ${id}`);
  const family = familyById(gateway, doc.familyId);
  if (caller.kind === 'external') requireSameDocument(caller, doc.rootId);
  else await gateway.access.require(caller.identity, family.id, 'read', nameIn(family.names, 'en'));
  return { doc, family };
}

/** 409 with x-new-doc-id for an older version: what is signed, or asked to be signed, is the current one. */
export function requireCurrent(doc: StoredDocument): void {
  if (doc.currentId !== doc.id)
    throw olderVersion(doc.id, doc.currentId);
}

/** A version's file as bytes, or undefined without one. */
export async function fileBytes(gateway: Gateway, id: number): Promise<{ name: string; contentType: string; bytes: Buffer } | undefined> {
  const file = await gateway.store.file(id);
  if (!file) return undefined;
  const bytes = Buffer.isBuffer(file.body) ? file.body : await collect(file.body);
  return { name: file.name, contentType: file.contentType, bytes };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
