import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatMoney } from './format';

describe('formatting', () => {
  it('shows pesos with exactly two decimals', () => {
    expect(formatMoney(1234.5)).toBe('₱1,234.50');
    expect(formatMoney('0')).toBe('₱0.00');
    expect(formatMoney(-20)).toBe('-₱20.00');
    expect(formatMoney(null)).toBe('');
  });

  it('shows medium dates', () => {
    expect(formatDate('2026-11-22T03:00:00Z')).toMatch(/^Nov 2[12], 2026$/);
    expect(formatDate('garbage')).toBe('');
  });

  it('shows file sizes in B, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5.5 * 1024 * 1024)).toBe('5.5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
