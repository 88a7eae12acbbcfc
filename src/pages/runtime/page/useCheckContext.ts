import { useQuery } from '@tanstack/react-query';
import { checkContextQuery, visitorKey } from '../queries';

/** What permission checks read about the visitor, as the server applies them (one answer per visitor). */
export function useCheckContext() {
  return useQuery(checkContextQuery(visitorKey()));
}
