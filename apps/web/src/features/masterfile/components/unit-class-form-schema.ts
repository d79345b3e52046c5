import { z } from 'zod';
import { unitBody, unitClassBody } from '@oim/shared/schemas/masterfile';

// The server's words for the two rules across a class's units.
export const ONE_BASE_UNIT_MESSAGE = 'Exactly one unit must have factor 1: the base unit every other unit converts to.';
export const DISTINCT_UNITS_MESSAGE = 'Each unit of a class needs a different name.';

/** A class's units: exactly one has factor 1, and no two share a name (case aside). */
export function checkUnitRows(units: readonly { unit: string; factor: string | number }[], ctx: z.RefinementCtx): void {
  if (units.filter((u) => Number(u.factor) === 1).length !== 1)
    ctx.addIssue({ code: 'custom', path: ['units'], message: ONE_BASE_UNIT_MESSAGE });
  const seen = new Set<string>();
  units.forEach((u, i) => {
    const key = u.unit.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['units', i, 'unit'], message: DISTINCT_UNITS_MESSAGE });
    seen.add(key);
  });
}

/**
 * The unit-class form: the shared body's fields, with each unit's stored id kept as `unitId` (the
 * form's row list keys its rows by `id`), sent back as `id` so kept units are updated, not replaced.
 */
export const unitClassFormSchema = z
  .object({
    name: unitClassBody.shape.name,
    description: unitClassBody.shape.description,
    units: z
      .array(z.object({ unitId: z.number().int().positive().optional(), unit: unitBody.shape.unit, factor: unitBody.shape.factor }))
      .min(1, { error: 'A unit class needs at least one unit.' })
      .max(50, { error: 'A unit class may have at most 50 units.' }),
  })
  .superRefine((values, ctx) => checkUnitRows(values.units, ctx))
  .transform(({ units, ...rest }) => ({
    ...rest,
    units: units.map(({ unitId, unit, factor }) => (unitId ? { id: unitId, unit, factor } : { unit, factor })),
  }));

export type UnitClassFormInput = z.input<typeof unitClassFormSchema>;
export type UnitClassFormValues = z.output<typeof unitClassFormSchema>;
