import { describe, expect, it } from 'vitest';
import { KeyBurst, looksScanned } from './scanner';

describe('telling a scanner from a person', () => {
  it('takes a fast burst of at least 4 characters as a scan', () => {
    expect(looksScanned([0, 8, 16, 24, 31, 40], 6)).toBe(true);
  });
  it('takes typing by hand as typing, even a fast typist', () => {
    expect(looksScanned([0, 150, 290, 420], 4)).toBe(false);
    expect(looksScanned([0, 60, 120, 180, 240], 5)).toBe(false);
    // A pause anywhere in what is in the box means a person typed some of it.
    expect(looksScanned([0, 10, 20, 400, 410], 5)).toBe(false);
  });
  it('needs every character in the box to be part of the burst, and enough of them', () => {
    expect(looksScanned([0, 10, 20], 3)).toBe(false);
    expect(looksScanned([0, 10, 20, 30], 6)).toBe(false);
  });
  it('allows a late key in a burst, as long as the burst stays fast on average', () => {
    expect(looksScanned([0, 5, 10, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120], 13)).toBe(true);
  });
  it('forgets the times once the box is emptied', () => {
    const burst = new KeyBurst();
    [0, 5, 10, 15, 20].forEach((t) => burst.record(t));
    expect(burst.isScan(5)).toBe(true);
    burst.reset();
    expect(burst.isScan(5)).toBe(false);
  });
});
