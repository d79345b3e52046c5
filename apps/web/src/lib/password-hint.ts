import { PASSWORD_RULE } from '@oim/shared/schemas/fields';

/** Shown under every new-password field until the field has an error to show instead. */
export const PASSWORD_HINT = `At least ${PASSWORD_RULE.min} characters; ${PASSWORD_RULE.suggested} or more is better (a few words make a good one). Very common passwords are refused.`;
