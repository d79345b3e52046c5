import { dictionary } from '@zxcvbn-ts/language-common';
import { newPassword } from '@oim/shared/schemas/fields';

/**
 * The most common passwords, most common first: zxcvbn-ts's common list (MIT, about 49,000 entries
 * from leaked-password corpora), shipped with @zxcvbn-ts/language-common. Read once, on first use.
 */
let common: ReadonlySet<string> | undefined;

/** Whether a password is on the common list, in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** A new password as the server accepts it: the shared rule, and not one of the most common ones. */
export const acceptedPassword = (label = 'password') =>
  newPassword(label).refine((p) => !isCommonPassword(p), {
    error: `The ${label} is one of the most common passwords; choose one that is harder to guess.`,
  });
