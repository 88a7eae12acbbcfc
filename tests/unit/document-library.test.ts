import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.js';

describe('readConfig: the document library limit', () => {
  it('is 50 MiB unless set, and a positive whole number', () => {
    expect(readConfig({}).documentLibraryMaxFileBytes).toBe(52_428_800);
    expect(readConfig({ DOCUMENT_LIBRARY_MAX_FILE_BYTES: '1000' }).documentLibraryMaxFileBytes).toBe(1000);
    expect(() => readConfig({ DOCUMENT_LIBRARY_MAX_FILE_BYTES: '0' })).toThrow('DOCUMENT_LIBRARY_MAX_FILE_BYTES must be at least 1');
    expect(() => readConfig({ DOCUMENT_LIBRARY_MAX_FILE_BYTES: '5MB' })).toThrow('must be a whole number');
  });
});
