import type { User } from '../users/types.js';
import type { StoreIdentity } from '../docstore/access.js';
import type { Gateway } from '../docstore/gateway.js';
import { forbidden, unauthorized } from '../errors/app-error.js';
import type { SignTokens } from './sign-tokens.js';

/** Who calls a signing route: a signed-in account, the site's guest identity (reading only), or an external signer with a signToken. */
export type SignCaller =
  | { kind: 'account'; identity: StoreIdentity; user: User }
  | { kind: 'guest'; identity: StoreIdentity }
  | { kind: 'external'; signerId: number; rootId: number };

export interface CallerParams {
  signToken?: string;
  extUserId?: number;
}

/**
 * The caller of a signing route. A signToken makes the caller that external signer, whatever else
 * the request carries; extUserId alone is refused (the token is the proof). Without a token the caller
 * is the signed-in account (`user`, resolved by the route), or the guest identity where `guests` allows it.
 */
export async function signCaller(user: User | undefined, gateway: Gateway, signTokens: SignTokens, params: CallerParams, guests: boolean): Promise<SignCaller> {
  if (params.signToken !== undefined) {
    const claims = await signTokens.verify(params.signToken, params.extUserId);
    return { kind: 'external', ...claims };
  }
  if (params.extUserId !== undefined) throw unauthorized("An external signer's calls carry the signToken of their link");
  if (user) return { kind: 'account', identity: { id: user.id, login: user.login, guest: false }, user };
  const identity = await gateway.access.identity(undefined);
  if (!guests) throw unauthorized('Sign in to sign documents');
  return { kind: 'guest', identity };
}

/** An external signer's token names one document: 403 for another one. */
export function requireSameDocument(caller: SignCaller, rootId: number): void {
  if (caller.kind === 'external' && caller.rootId !== rootId) throw forbidden('The signing link was made for another document');
}
