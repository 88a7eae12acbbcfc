import { notFound } from '../errors/app-error.js';
import type { SignCaller } from './caller.js';
import type { SigningContext } from './context.js';
import { documentForSigning } from './document.js';
import { versionsForCaller } from './link-versions.js';
import { callerLogin } from './refusals.js';

/**
 * A signer's copy of a document's file (`GET sign/file/{id}`, the external signer's viewer), read in
 * the audit trail; `newest` is the newest version the caller may read, which the answer names when it
 * is not this one.
 */
export async function signerFile(ctx: SigningContext, caller: SignCaller, id: number) {
  const { doc } = await documentForSigning(ctx.gateway, caller, id);
  const { newest } = await versionsForCaller(ctx, caller, doc);
  const file = await ctx.gateway.store.file(doc.id);
  if (!file) throw notFound(`Document ${doc.id} has no file`);
  await ctx.gateway.store.recordRead(doc.id, 'download', callerLogin(caller), 'for signing');
  return { file, newest: newest === doc.id ? undefined : newest };
}
