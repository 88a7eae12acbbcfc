import { useQuery } from '@tanstack/react-query';
import { loadChunk } from '../../../common/lazyPage';

/**
 * Why a permission check does not compile, from the module the server compiles checks with (loaded
 * when first needed): `problem` is undefined for a check that compiles or is empty; `ready` is false
 * until the module is there.
 */
export function useCheckProblem(text: string): { ready: boolean; problem?: string } {
  const checks = useQuery({
    queryKey: ['permission-checks-module'],
    queryFn: () => loadChunk(() => import('../../../shared/permission-checks')),
    staleTime: Infinity,
  });
  if (!text.trim()) return { ready: true };
  if (!checks.data) return { ready: false };
  const compiled = checks.data.compileCheck(text);
  return { ready: true, problem: compiled.ok ? undefined : compiled.problem };
}
