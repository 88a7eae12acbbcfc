import { describe, expect, it } from 'vitest';
import { formatMilliseconds } from '../../src/admin/milliseconds.js';

describe('formatMilliseconds: durations in the metrics tables', () => {
  it('keeps two significant digits below 10 ms and whole milliseconds from 10', () => {
    expect(formatMilliseconds(undefined)).toBe('');
    expect(formatMilliseconds(Number.NaN)).toBe('');
    expect(formatMilliseconds(0)).toBe('0');
    expect(formatMilliseconds(0.004)).toBe('< 0.01');
    expect(formatMilliseconds(0.0449)).toBe('0.04');
    expect(formatMilliseconds(0.37)).toBe('0.37');
    expect(formatMilliseconds(2.345)).toBe('2.3');
    expect(formatMilliseconds(27.6)).toBe('28');
    expect(formatMilliseconds(1234.4)).toBe('1,234');
  });

  it('uses the separators of the language', () => {
    expect(formatMilliseconds(0.004, 'it')).toBe('< 0,01');
    expect(formatMilliseconds(2.345, 'de')).toBe('2,3');
    expect(formatMilliseconds(12345.6, 'it')).toBe('12.346');
  });
});
