import { type Page } from '@playwright/test';

/**
 * Counts renders through React's developer tools hook, which React calls after each commit: for each
 * value of a prop (or of a field of it) carried by the components rendered in a commit, one more. A
 * fiber rendered in the commit has the PerformedWork flag (1); a subtree React did not visit keeps its
 * old fibers and is skipped. Host elements (a `<tr>`) are not components and are not counted. The
 * commit in which each value first rendered is kept too (the first commit is 0).
 */
export async function countRendersBy(page: Page, prop: string, field?: string): Promise<void> {
  await page.addInitScript(
    ([prop, field]) => {
      type Fiber = { type: unknown; flags: number; memoizedProps?: Record<string, unknown> | null; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null };
      const seen = window as unknown as { renderCounts: Record<string, number>; firstCommits: Record<string, number>; commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      seen.renderCounts = {};
      seen.firstCommits = {};
      seen.commits = 0;
      const valueOf = (fiber: Fiber) => {
        const value = fiber.memoizedProps?.[prop];
        return field ? (value as Record<string, unknown> | null | undefined)?.[field] : value;
      };
      const visit = (fiber: Fiber | null, values: Set<string>) => {
        for (let f = fiber; f; f = f.sibling) {
          const value = valueOf(f);
          if (f.flags & 1 && typeof f.type !== 'string' && value !== undefined) values.add(String(value));
          if (f.child && f.child !== f.alternate?.child) visit(f.child, values);
        }
      };
      seen.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const values = new Set<string>();
          visit(root.current.child, values);
          for (const value of values) {
            seen.renderCounts[value] = (seen.renderCounts[value] ?? 0) + 1;
            seen.firstCommits[value] ??= seen.commits;
          }
          seen.commits++;
        },
      };
    },
    [prop, field] as const,
  );
}

/** The renders counted so far, per value. */
export const renderCounts = (page: Page): Promise<Record<string, number>> => page.evaluate(() => ({ ...(window as unknown as { renderCounts: Record<string, number> }).renderCounts }));

/** For each value, the commit in which it first rendered (the app's first commit is 0). */
export const firstCommits = (page: Page): Promise<Record<string, number>> => page.evaluate(() => ({ ...(window as unknown as { firstCommits: Record<string, number> }).firstCommits }));
