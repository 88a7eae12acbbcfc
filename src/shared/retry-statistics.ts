import type { FromSchema } from 'json-schema-to-ts';

const count = (description: string) => ({ type: 'integer', description }) as const;
const texts = (description: string) => ({ type: 'array', items: { type: 'string' }, description }) as const;

/** What the retry mechanism records per operation name (served at api/admin/retries-statistics). */
export const retryStatisticsSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    startedCount: count('Calls of `retry` under this name'),
    completeCount: count('Calls that succeeded, at the first try or later'),
    errorCount: count('Failed tries'),
    abortCount: count('Calls that gave up: tries used up or an error that cannot be retried'),
    recoveryCount: count('Calls that succeeded after at least one failed try'),
    createdDateList: texts('When the latest calls started (ISO dates, newest last)'),
    errorMessages: texts('The latest error messages, newest last'),
  },
  required: ['name', 'startedCount', 'completeCount', 'errorCount', 'abortCount', 'recoveryCount', 'createdDateList', 'errorMessages'],
  additionalProperties: false,
} as const;

export type RetryStatistics = FromSchema<typeof retryStatisticsSchema>;
