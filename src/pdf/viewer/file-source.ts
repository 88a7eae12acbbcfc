import { queryOptions } from '@tanstack/react-query';
import { GATEWAY, fetchFile } from '../../docstore/gateway-api';
import { withFileRetries } from '../../docstore/file-retries';
import type { FileSource } from './ViewerSession';

/** The address of a document's file: the entity's, or, for an external signer's link, the signing one (docs/signing.md). */
export const fileAddress = (source: FileSource) =>
  source.signToken
    ? `${GATEWAY}/sign/file/${source.documentId}?signToken=${encodeURIComponent(source.signToken)}`
    : `${GATEWAY}/entities/${source.documentId}/getFile`;

/** A document's file with its name and, when the document has a newer version, that version's id; tried again on 404 and 500 (001 §8). */
export async function loadFile(source: FileSource) {
  const file = await withFileRetries(() => fetchFile(fileAddress(source)));
  return { bytes: new Uint8Array(await file.blob.arrayBuffer()), name: file.name, newDocId: file.newDocId };
}

/**
 * The query of a version's file, shared by the viewer and the external signer's screen (which reads
 * the file first, to move to the version its link reads up to): a version's bytes never change, so
 * they are kept while used and a minute after.
 */
export const fileQuery = (source: FileSource) =>
  queryOptions({ queryKey: ['pdf-file', source.documentId, source.signToken ?? null], queryFn: () => loadFile(source), staleTime: Infinity, gcTime: 60_000, retry: false });
