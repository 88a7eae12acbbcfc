/** What the retry mechanism records per operation name (served at api/admin/retries-statistics). */
export interface RetryStatistics {
  name: string;
  /** Calls of `retry` under this name. */
  startedCount: number;
  /** Calls that succeeded, at the first try or later. */
  completeCount: number;
  /** Failed tries. */
  errorCount: number;
  /** Calls that gave up: tries used up or an error that cannot be retried. */
  abortCount: number;
  /** Calls that succeeded after at least one failed try. */
  recoveryCount: number;
  /** When the latest calls started (ISO dates, newest last). */
  createdDateList: string[];
  /** The latest error messages, newest last. */
  errorMessages: string[];
}
