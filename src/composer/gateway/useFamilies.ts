import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import type { FamilyDescription, ValueListDescription } from '../../shared/documents/gateway-wire';
import { families, valueLists } from './gateway-api';

/** The document families with their fields, named in the visitor's language (read once per language). */
export function useFamilies() {
  const [locale] = useLocaleState();
  return useQuery({ queryKey: ['gateway-model', 'families', locale], queryFn: ({ signal }) => families(locale, signal), staleTime: 5 * 60_000 });
}

/** A family by its key or id, once the families are read. */
export function useFamily(fam: string | number | undefined): { family?: FamilyDescription; isPending: boolean; error: Error | null } {
  const query = useFamilies();
  const family = fam === undefined || fam === '' ? undefined : query.data?.find((f) => f.key === fam || f.id === Number(fam));
  return { family, isPending: query.isPending, error: query.error };
}

/** The value lists with their entries. */
export function useValueLists() {
  const [locale] = useLocaleState();
  return useQuery({ queryKey: ['gateway-model', 'lists', locale], queryFn: ({ signal }) => valueLists(locale, signal), staleTime: 5 * 60_000 });
}

export const findList = (lists: ValueListDescription[] | undefined, key: string | number | undefined) =>
  key === undefined ? undefined : lists?.find((l) => l.key === key || l.id === Number(key));
