import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './company-logo-card';

describe('a logo file', () => {
  it('must be an image of at most 10 MB before it is sent', () => {
    expect(logoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('The logo may not be larger than 10 MB.');
    expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).toBe('The logo must be an image (PNG, JPEG, WebP, GIF or SVG).');
  });
});
