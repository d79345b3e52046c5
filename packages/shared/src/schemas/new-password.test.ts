import { describe, expect, it } from 'vitest';
import { newPassword } from './fields';

const errorsOf = (value: unknown) =>
  newPassword('new password')
    .safeParse(value)
    .error?.issues.map((i) => i.message) ?? [];

describe('a new password', () => {
  it.each([
    ['eight spaces', ' '.repeat(8), 'The new password may not be only spaces.'],
    ['eight zero-width spaces', '\u200b'.repeat(8), 'The new password may not be only spaces.'],
    ['eight NULs', '\0'.repeat(8), 'The new password may contain only printable characters.'],
    ['a tab', 'tab\there-1', 'The new password may contain only printable characters.'],
    ['a lone surrogate half', '\ud800abcdefgh', 'The new password may contain only printable characters.'],
    ['seven characters', 'abcdefg', 'The new password must be at least 8 characters.'],
    ['seven emoji (14 UTF-16 units)', '😀'.repeat(7), 'The new password must be at least 8 characters.'],
    ['129 characters', 'a'.repeat(129), 'The new password may not be greater than 128 characters.'],
  ])('refuses %s', (_name, value, message) => {
    expect(errorsOf(value)).toEqual([message]);
  });

  it.each([
    ['8 characters', 'kx7-Qm2z'],
    ['128 characters', 'a'.repeat(128)],
    ['a phrase with spaces', 'correct horse battery'],
    ['any printable Unicode', 'señor contraseña ñ'],
    ['eight emoji', '😀'.repeat(8)],
    ['an emoji made with joiners', '👨‍👩‍👧👨‍👩‍👧'],
  ])('accepts %s', (_name, value) => {
    expect(errorsOf(value)).toEqual([]);
  });
});
