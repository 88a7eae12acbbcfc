import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.js';
import { formatFileSize } from '../../src/documentlibrary/fileSize.js';

describe('formatFileSize: binary units by default, decimal on request, one decimal', () => {
  it('words sizes as people read them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KiB');
    expect(formatFileSize(1270)).toBe('1.2 KiB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MiB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50.0 MiB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GiB');
    expect(formatFileSize(1500, true)).toBe('1.5 kB');
    expect(formatFileSize(999_999, true)).toBe('1.0 MB');
  });
});

describe('readConfig: the document library limit', () => {
  it('is 50 MiB unless set, and a positive whole number', () => {
    expect(readConfig({}).documentLibraryMaxFileBytes).toBe(52_428_800);
    expect(readConfig({ DOCUMENT_LIBRARY_MAX_FILE_BYTES: '1000' }).documentLibraryMaxFileBytes).toBe(1000);
    expect(() => readConfig({ DOCUMENT_LIBRARY_MAX_FILE_BYTES: '0' })).toThrow('DOCUMENT_LIBRARY_MAX_FILE_BYTES must be at least 1');
    expect(() => readConfig({ DOCUMENT_LIBRARY_MAX_FILE_BYTES: '5MB' })).toThrow('must be a whole number');
  });
});
