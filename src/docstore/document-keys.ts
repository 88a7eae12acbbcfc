import type { QueryKey } from '@tanstack/react-query';

/**
 * The first part of the key of every gateway answer about one document (its fields, its
 * attachments): what a deleted document's answers are known by, so that they are not asked again.
 */
export const documentKey = (id: number | undefined) => ['gateway', 'document', id] as const;

/** Whether a query's key is that of an answer about one of these documents. */
export const isAboutDocuments = (key: QueryKey, ids: readonly number[]) =>
  key[0] === 'gateway' && key[1] === 'document' && ids.includes(key[2] as number);
