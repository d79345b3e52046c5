import type { FieldErrors } from 'react-hook-form';
import type { LineErrors } from './movement-lines-editor';
import type { MovementLineInput } from './movement-line';

type WithItems = { items: MovementLineInput[] };

/** The messages of each line from the form's errors (zod issues and server field errors alike). */
export function lineErrorsOf<T extends WithItems>(errors: FieldErrors<T>): { rows: (LineErrors | undefined)[]; list?: string } {
  const items = (errors as FieldErrors<WithItems>).items as unknown;
  const rows: (LineErrors | undefined)[] = [];
  let list: string | undefined;
  if (items && typeof items === 'object') {
    const record = items as Record<string, unknown> & { message?: string; root?: { message?: string } };
    list = record.message ?? record.root?.message;
    for (const [key, value] of Object.entries(record)) {
      if (!/^\d+$/.test(key) || !value || typeof value !== 'object') continue;
      const fields = value as Record<string, { message?: string } | undefined>;
      rows[Number(key)] = Object.fromEntries(
        Object.entries(fields)
          .filter(([, v]) => v && typeof v === 'object' && typeof v.message === 'string')
          .map(([k, v]) => [k, v!.message]),
      ) as LineErrors;
    }
  }
  return list ? { rows, list } : { rows };
}
