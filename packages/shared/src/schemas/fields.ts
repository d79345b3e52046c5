import { z } from 'zod';

const NUL = '\u0000';

/** PostgreSQL cannot store a NUL character in text, so no text field accepts one. */
export const hasNul = (value: string) => value.includes(NUL);

/** The message of a text that holds a NUL character. */
export const nulMessage = (label: string) => `The ${label} may not contain a NUL character.`;

/** Text without a NUL character: the base of every text field (it also shows as the field's pattern in the API document). */
export function text(label = 'text', options: { error?: string } = {}) {
  // eslint-disable-next-line no-control-regex -- NUL is the one character refused
  return z.string({ error: options.error ?? `The ${label} must be text.` }).regex(/^[^\u0000]*$/, { error: nulMessage(label) });
}

/** A required line of text; blanks count as missing. */
export function requiredText(label: string, max = 255) {
  return text(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, { error: `The ${label} field is required.` })
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` });
}

/** Optional text: missing, null and blank all become null. */
export function optionalText(label: string, max = 255) {
  return text(label)
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
}

/** The largest value a numeric(14, places) column holds: money is numeric(14,2), quantities numeric(14,4). */
export const columnMax = (places: number) => Number(`${'9'.repeat(14 - places)}.${'9'.repeat(places)}`);

const DECIMAL_TEXT = /^(-?\d+)(?:\.(\d+))?$/;

/**
 * Money (2 places, the default) or a quantity (places: 4), given as a JSON number or numeric text,
 * answered as the exact decimal text the database stores. A number is read as the shortest text
 * that gives it back, so 9.995 is refused as money, never rounded to 9.99, whatever the JSON type;
 * exponent forms (1e21, 1e-7) are refused. Zeros past the allowed places are harmless.
 */
export function decimal(label: string, options: { min?: number; max?: number; places?: number } = {}) {
  const { places = 2, min = 0, max = columnMax(places) } = options;
  const required = `The ${label} field is required.`;
  const malformed = `The ${label} must be a number with at most ${places} decimals.`;
  return z.union([z.number(), z.string().trim()], { error: required }).transform((v, ctx) => {
    const given = typeof v === 'number' ? String(v) : v;
    if (given === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const match = DECIMAL_TEXT.exec(given);
    const fraction = match?.[2] ?? '';
    if (!match || fraction.replace(/0+$/, '').length > places) {
      ctx.addIssue({ code: 'custom', message: malformed });
      return z.NEVER;
    }
    const n = Number(given);
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be between ${min} and ${max}.` });
      return z.NEVER;
    }
    const kept = fraction.slice(0, places);
    return kept ? `${match[1]}.${kept}` : match[1]!;
  });
}

export function requiredId(label: string) {
  return z.coerce
    .number({ error: `The ${label} field is required.` })
    .int({ error: `The selected ${label} is invalid.` })
    .positive({ error: `The selected ${label} is invalid.` });
}

export function optionalId(label: string) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isSafeInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: `The selected ${label} is invalid.` });
        return z.NEVER;
      }
      return n;
    });
}

export function idList(label: string) {
  return z.array(
    z.coerce
      .number()
      .int({ error: `The selected ${label} is invalid.` })
      .positive({ error: `The selected ${label} is invalid.` }),
    { error: `The ${label} must be a list.` },
  );
}

export const email = (label = 'email') =>
  text(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, { error: `The ${label} field is required.` })
    .max(255, { error: `The ${label} may not be greater than 255 characters.` })
    .pipe(z.email({ error: `The ${label} must be a valid email address.` }))
    .transform((v) => v.toLowerCase());

/** An optional email: missing, null and blank become null; anything else must be an address. */
const emailFormat = z.email();
export const optionalEmail = (label = 'email') =>
  text(label, { error: `The ${label} must be a valid email address.` })
    .trim()
    .max(255, { error: `The ${label} may not be greater than 255 characters.` })
    .nullish()
    .refine((v) => !v || emailFormat.safeParse(v).success, { error: `The ${label} must be a valid email address.` })
    .transform((v) => (v ? v.toLowerCase() : null));

/** The password rule (ASVS 5 V6): 8 to 128 characters, longer is better. */
export const PASSWORD_RULE = { min: 8, max: 128, suggested: 15 } as const;

/** Characters a password may not hold: control characters (NUL, tab, newline) and lone surrogate halves. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
/** Spaces and characters that show as nothing (zero-width space, joiners). */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;

const tooShort = (label: string) => `The ${label} must be at least ${PASSWORD_RULE.min} characters.`;

/**
 * A new password: 8 to 128 characters (counted as characters, so an emoji is one), any printable
 * Unicode, spaces included, but not only spaces. The server also refuses the most common passwords.
 */
export const newPassword = (label = 'password') =>
  z
    .string({ error: `The ${label} field is required.` })
    // Counted again in characters below; this one also tells the API document the minimum.
    .min(PASSWORD_RULE.min, { error: tooShort(label), abort: true })
    .refine((v) => [...v].length >= PASSWORD_RULE.min, { error: tooShort(label), abort: true })
    .refine((v) => [...v].length <= PASSWORD_RULE.max, {
      error: `The ${label} may not be greater than ${PASSWORD_RULE.max} characters.`,
      abort: true,
    })
    .refine((v) => !UNPRINTABLE.test(v), { error: `The ${label} may contain only printable characters.`, abort: true })
    .refine((v) => !INVISIBLE.test(v), { error: `The ${label} may not be only spaces.`, abort: true });

export const flag = (label: string) => z.boolean({ error: `The ${label} field must be true or false.` });

/** A path parameter id: a positive whole number, never anything else. */
export const idParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * The body of an update: every field optional and without its create-time default, so a field the
 * client leaves out keeps its stored value (zod's partial() would still fill in the defaults).
 */
export function updateBody<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    shape[key] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  }
  return z.object(shape) as unknown as ReturnType<z.ZodObject<Shape>['partial']>;
}

/** The years a date may name: a mistyped year (0026, 9999) is refused rather than kept in the books. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

// zod's ISO forms know the calendar (30 days in June, 29 February only in leap years) and read the
// whole string; nothing here counts days by hand.
const ISO_DATE = z.iso.date();
/** A date-time needs its zone (Z or ±HH:MM); seconds, and a fraction of them, are optional. */
const ISO_DATE_TIMES = [z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true, precision: -1 })];

const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/** Whether text is exactly a calendar date, YYYY-MM-DD, between 1900 and 2999 (2026-06-31 and 2026-11-28x are not). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.safeParse(value).success && inYears(value);
}

/**
 * Whether text is exactly an ISO 8601 date and time with its zone: YYYY-MM-DDTHH:MM, then
 * optionally :SS and a fraction, then Z or ±HH:MM (2026-11-28T14:30+08:00, 2026-11-28T06:30:00.000Z,
 * what a browser's toISOString() writes). 24:00, 25:00, a 31 June and a missing zone are not.
 */
export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIMES.some((form) => form.safeParse(value).success) && inYears(value);
}

/** The message of a date that is not one. */
export const dateMessage = (label: string) => `The ${label} must be a date (YYYY-MM-DD).`;
/** The message of a date-time that is not one. */
export const dateTimeMessage = (label: string) =>
  `The ${label} must be a date and time with its zone (ISO 8601, such as 2026-11-28T14:30:00+08:00).`;

/** A calendar date as YYYY-MM-DD, the whole text (a real day between 1900 and 2999). */
export function dateOnly(label: string) {
  return text(label, { error: `The ${label} must be a date.` })
    .refine(isIsoDate, { error: dateMessage(label) })
    .meta({ format: 'date' });
}

/** An instant as ISO 8601 with its zone, the whole text (see isIsoDateTime). */
export function dateTime(label: string) {
  return text(label, { error: dateTimeMessage(label) }).refine(isIsoDateTime, { error: dateTimeMessage(label) });
}
