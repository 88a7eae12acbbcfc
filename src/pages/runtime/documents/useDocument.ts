import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { documentKey } from '../../../docstore/document-keys';
import { executeQuery, type GatewayQuery } from '../../../docstore/gateway-api';

/** Spec 001 §9: one document by id, through the sentinel field -1000 (any version, current or older). */
export const singleDocumentQuery = (fam: string | number, id: number): GatewayQuery => ({ fam, max: 1, f: [-1000], o: ['='], v1: [String(id)] });

/**
 * One document of a family with the family's fields, in the visitor's language; `entity` is undefined
 * when there is no such document. Reloaded with every gateway answer after a widget event; the detail
 * and the document form read it alike.
 */
export function useDocument(fam: string | number | undefined, id: number | undefined) {
  const [locale] = useLocaleState();
  const enabled = fam !== undefined && fam !== '' && id !== undefined;
  const query = useQuery({
    queryKey: [...documentKey(id), 'fields', fam, locale],
    queryFn: async ({ signal }) => (await executeQuery(singleDocumentQuery(fam!, id!), 0, 1, locale, signal)).answer,
    enabled,
  });
  return { ...query, entity: query.data?.list[0], fields: query.data?.fields ?? [] };
}
