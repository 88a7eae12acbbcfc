import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import type { FamilyDescription, ValueListDescription } from '../shared/documents/gateway-wire';
import { families, valueLists } from './gateway-api';

/** The document families with their fields, named in the visitor's language (read once per language, when wanted). */
export function useFamilies(enabled = true) {
  const [locale] = useLocaleState();
  return useQuery({ queryKey: ['gateway-model', 'families', locale], queryFn: ({ signal }) => families(locale, signal), staleTime: 5 * 60_000, enabled });
}

/** A family by its key or id, once the families are read; none are read while no family is named. */
export function useFamily(fam: string | number | undefined): { family?: FamilyDescription; isPending: boolean; error: Error | null } {
  const named = fam !== undefined && fam !== '';
  const query = useFamilies(named);
  const family = named ? query.data?.find((f) => f.key === fam || f.id === Number(fam)) : undefined;
  return { family, isPending: named && query.isPending, error: query.error };
}

/** The value lists with their entries. */
export function useValueLists() {
  const [locale] = useLocaleState();
  return useQuery({ queryKey: ['gateway-model', 'lists', locale], queryFn: ({ signal }) => valueLists(locale, signal), staleTime: 5 * 60_000 });
}

export const findList = (lists: ValueListDescription[] | undefined, key: string | number | undefined) =>
  key === undefined ? undefined : lists?.find((l) => l.key === key || l.id === Number(key));
