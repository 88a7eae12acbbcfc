import { sortRows, type ListSort } from '../lists/list-sort.js';
import { retryStatistics } from '../ops/retry.js';
import type { RetryStatistics } from '../../src/shared/retry-statistics.js';

/**
 * One page of what this server's retry mechanism counted per operation name, in the order asked
 * for, and how many names there are in all.
 */
export function retryStatisticsPage(sort: ListSort, page: number, size: number): { total: number; rows: RetryStatistics[] } {
  const all = sortRows(retryStatistics(), sort);
  const rows = all.slice(page * size, (page + 1) * size).map((s): RetryStatistics => ({
    name: s.name,
    startedCount: s.startedCount,
    completeCount: s.completeCount,
    errorCount: s.errorCount,
    abortCount: s.abortCount,
    recoveryCount: s.recoveryCount,
    createdDateList: s.createdDateList,
    errorMessages: s.errorMessages,
  }));
  return { total: all.length, rows };
}
