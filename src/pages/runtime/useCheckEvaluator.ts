import { useQuery } from '@tanstack/react-query';
import { loadChunk } from '../../common/lazyPage';
import type { CheckContext } from '../../shared/permission-checks';

export type CheckEvaluator = (check: string | null | undefined, context: CheckContext) => boolean;

const isBlank = (check: string | null | undefined) => check == null || check.trim() === '';
/** Without any check written, everyone passes: nothing to parse. */
const noChecks: CheckEvaluator = (check) => isBlank(check);

/**
 * How to apply the given permission checks (passesCheck). The language they are written in (cel-js,
 * a fifth of the guest's first download) is loaded only when one of them is written: most pages and
 * widgets have none. `evaluate` is undefined while it loads.
 */
export function useCheckEvaluator(checks: (string | null | undefined)[]): { evaluate?: CheckEvaluator; error: Error | null } {
  const needed = checks.some((check) => !isBlank(check));
  const query = useQuery({
    queryKey: ['permission-checks'],
    queryFn: async () => (await loadChunk(() => import('../../shared/permission-checks'))).passesCheck,
    enabled: needed,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return needed ? { evaluate: query.data, error: query.error } : { evaluate: noChecks, error: null };
}
