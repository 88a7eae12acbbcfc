import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CheckContext } from '../../shared/permission-checks';
import { buildPageTree, type PageNode } from '../../shared/page-tree';
import { useCheckContext } from './page/useCheckContext';
import { pageTreeQuery, visitorKey, type PageScope } from './queries';
import { useCheckEvaluator, type CheckEvaluator } from './useCheckEvaluator';

export type { PageScope };

/**
 * The visitor's page tree of one scope (spec 001 §2), one answer per scope and visitor, shared by the
 * sidebar and the composer screen. The server has left out the pages whose checks fail; they are
 * applied again here, with what is below them. While the answer for a new visitor is on its way the
 * previous tree stays on screen.
 */
export function usePageTree(scope: PageScope): { tree: PageNode[]; loading: boolean; failed: boolean } {
  const query = useQuery({ ...pageTreeQuery(scope, visitorKey()), placeholderData: (previous) => previous });
  const context = useCheckContext();
  const checks = useCheckEvaluator((query.data ?? []).map((p) => p.permissionChecks));
  const { evaluate } = checks;
  const tree = useMemo(() => (context.data && evaluate ? permitted(buildPageTree(query.data ?? []), context.data, evaluate) : []), [query.data, context.data, evaluate]);
  return {
    tree,
    loading: query.isPending || query.isPlaceholderData || context.isPending || (!evaluate && !checks.error),
    failed: query.isError || context.isError || !!checks.error,
  };
}

const permitted = (nodes: PageNode[], context: CheckContext, evaluate: CheckEvaluator): PageNode[] =>
  nodes.filter((n) => evaluate(n.page.permissionChecks, context)).map((n) => ({ ...n, children: permitted(n.children, context, evaluate) }));
