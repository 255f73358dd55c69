import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes in octets, kilo-octets and méga-octets, French style', () => {
    expect(formatBytes(245)).toBe('245\u00a0o');
    expect(formatBytes(0)).toBe('0\u00a0o');
    expect(formatBytes(1023)).toBe('1023\u00a0o');
    expect(formatBytes(1024)).toBe('1\u00a0Ko');
    expect(formatBytes(12_698)).toBe('12,4\u00a0Ko');
    expect(formatBytes(1_258_291)).toBe('1,2\u00a0Mo');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10\u00a0Mo');
  });
});
