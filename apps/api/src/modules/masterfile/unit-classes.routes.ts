import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { unitBody, unitClassBody, unitClassUpdateBody } from '@oim/shared/schemas/masterfile';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/inventory';
import { unitClasses, unitsOfMeasure } from '../../db/schema/masterfile';
import { invalid, notFound, type FieldErrors } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResources } from '../../platform/resource/list';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { messageDataSchema, recordSchema } from '../../platform/resource/schema';
import { unitOfMeasureResource, unitClassResource } from './unit-classes.resource';

type UnitInput = z.output<typeof unitBody>;

/** Exactly one unit has factor 1 (the base unit), and no two units share a name. */
function checkUnits(units: UnitInput[]): void {
  const errors: FieldErrors = {};
  const bases = units.filter((u) => Number(u.factor) === 1);
  if (bases.length !== 1) errors.units = ['Exactly one unit must have factor 1: the base unit every other unit converts to.'];
  const seen = new Set<string>();
  units.forEach((u, i) => {
    const key = u.unit.toLowerCase();
    if (seen.has(key)) errors[`units.${i}.unit`] = ['Each unit of a class needs a different name.'];
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Makes the class's units exactly the given list: units with an id are updated, new ones inserted,
 * the rest removed (refused with 409 while products use them).
 */
async function syncUnits(tx: Tx, tenantId: number, classId: number, units: UnitInput[]): Promise<void> {
  checkUnits(units);
  const existing = await tx
    .select({ id: unitsOfMeasure.id })
    .from(unitsOfMeasure)
    .where(shopWhere(tx, unitsOfMeasure, eq(unitsOfMeasure.unitClassId, classId)));
  const existingIds = new Set(existing.map((u) => u.id));
  const kept = units.filter((u) => u.id !== undefined).map((u) => u.id!);
  const unknown = kept.filter((id) => !existingIds.has(id));
  if (unknown.length > 0) throw invalid({ units: [`The selected unit ${unknown.join(', ')} is not a unit of this class.`] });

  await tx
    .delete(unitsOfMeasure)
    .where(
      shopWhere(
        tx,
        unitsOfMeasure,
        kept.length > 0
          ? and(eq(unitsOfMeasure.unitClassId, classId), notInArray(unitsOfMeasure.id, kept))
          : eq(unitsOfMeasure.unitClassId, classId),
      ),
    );
  // Clear the base flag first so moving it from one unit to another never meets the one-base rule half-way.
  await tx
    .update(unitsOfMeasure)
    .set({ isBase: false })
    .where(shopWhere(tx, unitsOfMeasure, eq(unitsOfMeasure.unitClassId, classId)));
  for (const u of units) {
    const values = { unit: u.unit, factor: u.factor, isBase: Number(u.factor) === 1 };
    if (u.id !== undefined)
      await tx
        .update(unitsOfMeasure)
        .set(values)
        .where(shopWhere(tx, unitsOfMeasure, eq(unitsOfMeasure.id, u.id)));
    else await tx.insert(unitsOfMeasure).values({ tenantId, unitClassId: classId, ...values });
  }
}

const unitsAnswer = z.object({ data: z.array(recordSchema(unitOfMeasureResource)) });

async function classExists(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: unitClasses.id })
    .from(unitClasses)
    .where(shopWhere(tx, unitClasses, eq(unitClasses.id, id)));
  if (!row) throw notFound('unit class');
}

export function registerUnitClassRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Units of measure');
  const readUnits = ['View Unit Of Measures', 'View Products', 'Create Products', 'Create Sales Orders'] as const;

  r.get('masterfile/unit-classes/:id/unit-of-measures', {
    access: readUnits,
    summary: "A class's units, smallest first",
    params: idParam,
    response: { 200: unitsAnswer },
    handler: async ({ tx, params }) => {
      await classExists(tx, params.id);
      return {
        data: await selectRows(tx, unitOfMeasureResource, {
          where: eq(unitsOfMeasure.unitClassId, params.id),
          orderBy: [asc(unitsOfMeasure.factor)],
        }),
      };
    },
  });

  r.post('masterfile/unit-classes/:id/unit-of-measures', {
    access: 'Create Unit of Measure',
    summary: 'Add one unit to a class',
    params: idParam,
    body: unitBody.omit({ id: true }),
    status: 201,
    response: { 201: messageDataSchema(unitOfMeasureResource) },
    handler: async ({ tx, tenant, params, body }) => {
      await classExists(tx, params.id);
      if (Number(body.factor) === 1) throw invalid({ factor: ['The class already has its base unit (factor 1).'] });
      const [row] = await tx
        .insert(unitsOfMeasure)
        .values({ tenantId: tenant.id, unitClassId: params.id, unit: body.unit, factor: body.factor, isBase: false })
        .returning({ id: unitsOfMeasure.id });
      const [unit] = await selectRows(tx, unitOfMeasureResource, { where: eq(unitsOfMeasure.id, row!.id) });
      return { message: 'Created successfully.', data: unit! };
    },
  });

  r.get('masterfile/unit-of-measures/batch', {
    access: readUnits,
    summary: 'The units of several products at once (product_ids=1,2,3; relations as in lists): every unit of their unit classes',
    query: z.object({
      product_ids: z
        .string({ error: 'The product_ids field is required.' })
        .regex(/^\d+(,\d+)*$/, { error: 'The product_ids must be comma-separated numbers.' })
        .max(20_000),
      relations: z.string().max(1000).optional(),
    }),
    response: { 200: unitsAnswer },
    handler: async ({ tx, query, user }) => {
      const productIds = [...new Set(query.product_ids.split(',').map(Number))].slice(0, 1000);
      const relations = query.relations ? query.relations.split('|').filter(Boolean) : [];
      const classesOfProducts = tx
        .select({ unitClassId: products.unitClassId })
        .from(products)
        .where(shopWhere(tx, products, inArray(products.id, productIds)));
      const units = await tx
        .select({ id: unitsOfMeasure.id })
        .from(unitsOfMeasure)
        .where(shopWhere(tx, unitsOfMeasure, inArray(unitsOfMeasure.unitClassId, classesOfProducts)))
        .orderBy(asc(unitsOfMeasure.unitClassId), asc(unitsOfMeasure.factor), asc(unitsOfMeasure.id));
      return {
        data: await findResources(
          tx,
          unitOfMeasureResource,
          units.map((u) => u.id),
          relations,
          user ?? undefined,
        ),
      };
    },
  });

  registerCrud(r, { path: 'masterfile/unit-of-measures', resource: unitOfMeasureResource, access: { list: readUnits } });

  registerCrud(r, {
    path: 'masterfile/unit-classes',
    resource: unitClassResource,
    access: { list: readUnits, create: 'Create Unit Class', update: 'Edit Unit Class', delete: 'Delete Unit Class' },
    with: ['units'],
    create: {
      body: unitClassBody,
      before: async (_ctx, values) => checkUnits(values.units),
      after: async ({ tx, tenant }, id, values) => syncUnits(tx, tenant.id, id, values.units),
    },
    update: {
      body: unitClassUpdateBody,
      after: async ({ tx, tenant }, id, values) => {
        if (values.units) await syncUnits(tx, tenant.id, id, values.units);
      },
    },
  });
}
