import type { FamilyDefinition } from '../docstore/model.js';
import { sniffContentType } from '../docstore/sniff.js';
import type { SigningContext } from './context.js';

/**
 * The check a file of a family that takes signatures passes before a document keeps it (a new
 * document, a new version, the viewer's save): its PDF is inspected now, so that a file past the
 * cost bounds is refused (422) before anything is written, and the sign info finds the inspection kept.
 */
export async function checkUpload(ctx: Pick<SigningContext, 'pdfs'>, family: FamilyDefinition, content: Buffer): Promise<void> {
  if (!family.signing || sniffContentType(content) !== 'application/pdf') return;
  await ctx.pdfs.of(undefined, async () => content);
}
