import { sql } from 'drizzle-orm';
import { hasPermission } from '@oim/shared/permissions';
import { hasNul } from '@oim/shared/schemas/fields';
import { STOCK_FIELD_PREFIX, type ImportError } from '@oim/shared/schemas/imports';
import { productBody } from '@oim/shared/schemas/inventory';
import { qty } from '@oim/shared/decimal';
import type { Tx } from '../../../db/client';
import { productBrands, productCategories } from '../../../db/schema/masterfile';
import {
  deleteImportedProducts,
  ensureStockRowsOf,
  insertImportedProducts,
  openingStockCosts,
  productValuesOf,
  replaceProductBarcodes,
  updateImportedProducts,
  type ImportedProduct,
} from '../../inventory';
import { ambiguousMessage, anyText, indexNames, loadNames, matchName, normalizeName, unknownMessage, type NameIndex } from '../name-lookup';
import type { CommittedRow, ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';
import { firstUseSince, importStock, postOpeningStock } from './product-use';

/** The scalar fields of the shared product schema an import row gives, checked by that same schema. */
const scalarProduct = productBody.pick({
  sku: true,
  productName: true,
  type: true,
  basePrice: true,
  cost: true,
  reorderPoint: true,
  vatClass: true,
  isActive: true,
  barcodes: true,
});
const scalarUpdate = scalarProduct.partial();
/** The schema's field → the import's field. */
const SCHEMA_FIELD: Record<string, string> = { isActive: 'active' };

type Existing = {
  id: number;
  sku: string;
  productName: string;
  type: 'PRODUCT' | 'BUNDLE' | 'SERVICE';
  unitClassId: number;
  unitOfMeasureId: number;
  isSerialized: boolean;
  cost: string | null;
  moved: boolean;
  priced: boolean;
};

type Unit = { id: number; unitClassId: number; unit: string; isBase: boolean };

/** What one valid row will do. */
type Plan = {
  row: StagedRow;
  existing: Existing | null;
  /** New product (ids of category and brand resolved at commit when they are new names). */
  product: Omit<ImportedProduct, 'categoryId' | 'brandId'> & { category: Ref; brand: Ref };
  /** For an update: the fields the row changes. */
  set: Record<string, unknown>;
  category: Ref;
  brand: Ref;
  barcodes: string[] | undefined;
  stock: { locationId: number; quantity: string }[];
  type: 'PRODUCT' | 'SERVICE' | 'BUNDLE';
  cost: string | null;
};
/** A category or brand: absent, one the shop has, or a new name to make. */
type Ref = undefined | { id: number } | { name: string };

type Lookups = {
  existing: Map<string, Existing>;
  categories: NameIndex;
  brands: NameIndex;
  classes: NameIndex;
  units: Unit[];
  unitNames: NameIndex;
  suppliers: NameIndex;
  classNames: Map<number, string>;
  firstClassId: number | null;
  barcodeOwners: Map<string, { productId: number; sku: string; productName: string }>;
};

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

async function loadLookups(ctx: ImportContext, rows: StagedRow[]): Promise<Lookups> {
  const { tx, tenantId } = ctx;
  const skus = [...new Set(rows.map((r) => str(r.values.sku)?.toLowerCase()).filter((s): s is string => !!s))];
  const existing = new Map<string, Existing>();
  for (let i = 0; i < skus.length; i += 5000) {
    const found = await tx.execute<Record<string, unknown>>(sql`
      select p.id, p.sku, p.product_name, p.type, p.unit_class_id, p.unit_of_measure_id, p.is_serialized, p.cost::text as cost,
             exists (select 1 from stock_movements m where m.tenant_id = p.tenant_id and m.product_id = p.id) as moved,
             exists (select 1 from product_prices pp where pp.tenant_id = p.tenant_id and pp.product_id = p.id) as priced
        from products p where p.tenant_id = ${tenantId} and p.sku_key = ${anyText(skus.slice(i, i + 5000))}`);
    for (const r of found.rows)
      existing.set(String(r.sku).toLowerCase(), {
        id: Number(r.id),
        sku: String(r.sku),
        productName: String(r.product_name),
        type: r.type as Existing['type'],
        unitClassId: Number(r.unit_class_id),
        unitOfMeasureId: Number(r.unit_of_measure_id),
        isSerialized: Boolean(r.is_serialized),
        cost: (r.cost as string | null) ?? null,
        moved: Boolean(r.moved),
        priced: Boolean(r.priced),
      });
  }
  const unitRows = await tx.execute<{ id: number; unit_class_id: number; unit: string; is_base: boolean }>(
    sql`select id, unit_class_id, unit, is_base from units_of_measure where tenant_id = ${tenantId} order by id`,
  );
  const units = unitRows.rows.map((u) => ({
    id: Number(u.id),
    unitClassId: Number(u.unit_class_id),
    unit: u.unit,
    isBase: Boolean(u.is_base),
  }));
  const classRows = await tx.execute<{ id: number; name: string }>(
    sql`select id, name from unit_classes where tenant_id = ${tenantId} order by id`,
  );
  const barcodes = [...new Set(rows.flatMap((r) => (Array.isArray(r.values.barcodes) ? (r.values.barcodes as string[]) : [])))];
  const barcodeOwners = new Map<string, { productId: number; sku: string; productName: string }>();
  for (let i = 0; i < barcodes.length; i += 5000) {
    const owners = await tx.execute<{ barcode: string; product_id: number; sku: string; product_name: string }>(sql`
      select b.barcode, b.product_id, p.sku, p.product_name
        from product_barcodes b join products p on p.tenant_id = b.tenant_id and p.id = b.product_id
       where b.tenant_id = ${tenantId} and b.barcode = ${anyText(barcodes.slice(i, i + 5000))}`);
    for (const o of owners.rows) barcodeOwners.set(o.barcode, { productId: Number(o.product_id), sku: o.sku, productName: o.product_name });
  }
  return {
    existing,
    categories: await loadNames(tx, tenantId, 'productCategory'),
    brands: await loadNames(tx, tenantId, 'productBrand'),
    classes: indexNames(classRows.rows.map((c) => ({ id: Number(c.id), name: c.name }))),
    classNames: new Map(classRows.rows.map((c) => [Number(c.id), c.name])),
    firstClassId: classRows.rows[0] ? Number(classRows.rows[0].id) : null,
    units,
    unitNames: indexNames(units.map((u) => ({ id: u.id, name: u.unit }))),
    suppliers: await loadNames(tx, tenantId, 'supplier'),
    barcodeOwners,
  };
}

/** Checks every row and plans what the valid ones do; errors by row number. */
function planRows(ctx: ImportContext, rows: StagedRow[], lookups: Lookups): { errors: Map<number, ImportError[]>; plans: Plan[] } {
  const errors = new Map<number, ImportError[]>();
  const plans: Plan[] = [];
  const mayEdit = hasPermission(ctx.user.permissions, 'Edit Products');
  const mayCost = hasPermission(ctx.user.permissions, 'Add Product Cost');
  const barcodeRows = new Map<string, number>();

  for (const row of rows) {
    const v = row.values;
    const rowErrors: ImportError[] = [];
    const fail = (field: string | null, message: string) => rowErrors.push({ row: row.rowNumber, column: null, field, message });
    const sku = str(v.sku);
    const existing = sku ? (lookups.existing.get(sku.toLowerCase()) ?? null) : null;

    // The shared product schema, on the values the row gives (a new product also needs what the schema requires).
    const scalar = {
      sku,
      productName: str(v.productName),
      type: str(v.type),
      basePrice: str(v.basePrice),
      cost: str(v.cost),
      reorderPoint: str(v.reorderPoint),
      vatClass: str(v.vatClass),
      isActive: typeof v.active === 'boolean' ? v.active : undefined,
      barcodes: Array.isArray(v.barcodes) ? (v.barcodes as string[]) : undefined,
    };
    const defined = Object.fromEntries(Object.entries(scalar).filter(([, x]) => x !== undefined));
    const parsed = existing ? scalarUpdate.safeParse(defined) : scalarProduct.safeParse({ type: 'PRODUCT', ...defined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        fail(SCHEMA_FIELD[key] ?? (key || null), issue.message);
      }
    }

    if (existing && !mayEdit) fail('sku', `${existing.sku} exists: updating a product needs the Edit Products permission.`);
    if (scalar.cost !== undefined && !mayCost) fail('cost', 'Setting the cost needs the Add Product Cost permission.');

    // Category and brand: one the shop has, or a new one made at commit; two of one name is an error.
    const named = (field: 'category' | 'brand', index: NameIndex, what: string): Ref => {
      const name = str(v[field]);
      if (name === undefined) return undefined;
      if (hasNul(name)) {
        fail(field, `The ${what} may not contain a NUL character.`);
        return undefined;
      }
      const match = matchName(index, name);
      if ('id' in match) return { id: match.id };
      if ('ambiguous' in match) {
        fail(field, ambiguousMessage(what, name, match.ambiguous.length));
        return undefined;
      }
      return { name: name.trim() };
    };
    const category = named('category', lookups.categories, 'category');
    const brand = named('brand', lookups.brands, 'brand');

    let preferredSupplierId: number | null | undefined;
    const supplierName = str(v.preferredSupplier);
    if (supplierName !== undefined) {
      const match = matchName(lookups.suppliers, supplierName);
      if ('id' in match) preferredSupplierId = match.id;
      else if ('ambiguous' in match) fail('preferredSupplier', ambiguousMessage('supplier', supplierName, match.ambiguous.length));
      else fail('preferredSupplier', unknownMessage('supplier', supplierName));
    }

    // Unit class and base unit, by name; the unit within its class.
    let unitClassId: number | undefined = existing?.unitClassId;
    let unitOfMeasureId: number | undefined = existing?.unitOfMeasureId;
    const className = str(v.unitClass);
    const unitName = str(v.baseUnit);
    let classGiven = false;
    if (className !== undefined) {
      const match = matchName(lookups.classes, className);
      if ('id' in match) {
        unitClassId = match.id;
        classGiven = true;
      } else if ('ambiguous' in match) fail('unitClass', ambiguousMessage('unit class', className, match.ambiguous.length));
      else fail('unitClass', unknownMessage('unit class', className));
    } else if (unitName !== undefined && !existing) {
      const ids = lookups.unitNames.get(normalizeName(unitName)) ?? [];
      const classes = [...new Set(ids.map((id) => lookups.units.find((u) => u.id === id)!.unitClassId))];
      if (classes.length === 1) unitClassId = classes[0];
      else if (classes.length > 1)
        fail(
          'baseUnit',
          `The unit "${unitName}" is in ${classes.length} unit classes (${classes.map((c) => lookups.classNames.get(c)).join(', ')}): give the Unit Class too.`,
        );
      else fail('baseUnit', unknownMessage('unit', unitName));
    } else if (!existing) {
      unitClassId = lookups.firstClassId ?? undefined;
      if (unitClassId === undefined) fail('unitClass', 'The shop has no unit class yet: add one in Settings › Unit Of Measures.');
    }
    const classChanged = existing !== null && classGiven && unitClassId !== existing.unitClassId;
    if (unitClassId !== undefined && (unitName !== undefined || classChanged || !existing)) {
      const inClass = lookups.units.filter((u) => u.unitClassId === unitClassId);
      if (unitName !== undefined) {
        const found = inClass.filter((u) => normalizeName(u.unit) === normalizeName(unitName));
        if (found.length === 1) unitOfMeasureId = found[0]!.id;
        else if (found.length > 1) fail('baseUnit', ambiguousMessage('unit', unitName, found.length));
        else if (!rowErrors.some((e) => e.field === 'baseUnit'))
          fail('baseUnit', `The unit class ${lookups.classNames.get(unitClassId)} has no unit "${unitName}".`);
      } else {
        const base = inClass.find((u) => u.isBase);
        if (base) unitOfMeasureId = base.id;
        else fail('unitClass', `The unit class ${lookups.classNames.get(unitClassId)} has no base unit.`);
      }
    }

    // Type, and the rules of the product form on a change (checkProductRules).
    // BUNDLE is read so an exported bundle imports back unchanged; a bundle is made in the product form (it needs its items).
    const writtenType = str(v.type) as 'PRODUCT' | 'SERVICE' | 'BUNDLE' | undefined;
    const givenType = writtenType === 'BUNDLE' && existing?.type === 'BUNDLE' ? undefined : writtenType;
    const type = givenType ?? existing?.type ?? 'PRODUCT';
    if (givenType === 'BUNDLE') fail('type', 'A bundle is made in the product form, where its items are chosen.');
    else if (existing) {
      if (existing.type === 'BUNDLE' && givenType !== undefined)
        fail('type', `${existing.sku} is a bundle: change its type in the product form.`);
      else if (givenType !== undefined && givenType !== existing.type && existing.moved)
        fail('type', 'The type cannot change once the product has stock movements.');
      if (classChanged && existing.moved)
        fail(
          'unitClass',
          'The unit class cannot change once the product has stock movements: its stock is counted in that class’s base unit.',
        );
      else if (classChanged && existing.priced)
        fail(
          'unitClass',
          'The unit class changes: give the prices in the new class’s units in the product form (the stored ones are in the old class’s).',
        );
    }

    // Barcodes: another product's is an error naming it; a barcode twice in the file, on the second row.
    const barcodes = scalar.barcodes ? [...new Set(scalar.barcodes.map((b) => b.trim()))] : undefined;
    for (const barcode of barcodes ?? []) {
      const owner = lookups.barcodeOwners.get(barcode);
      if (owner && owner.productId !== existing?.id)
        fail('barcodes', `The barcode ${barcode} belongs to ${owner.sku} ${owner.productName}.`);
      const first = barcodeRows.get(barcode);
      if (first !== undefined && first !== row.rowNumber) fail('barcodes', `The barcode ${barcode} is also on row ${first}.`);
      else barcodeRows.set(barcode, row.rowNumber);
    }

    // Opening stock per location.
    const stock: { locationId: number; quantity: string }[] = [];
    for (const [field, value] of Object.entries(v)) {
      if (!field.startsWith(STOCK_FIELD_PREFIX) || typeof value !== 'string') continue;
      const sign = qty.compare(value, 0);
      if (sign < 0) fail(field, 'Opening stock cannot be below zero.');
      else if (sign > 0) stock.push({ locationId: Number(field.slice(STOCK_FIELD_PREFIX.length)), quantity: value });
    }
    if (stock.length > 0) {
      const field = `${STOCK_FIELD_PREFIX}${stock[0]!.locationId}`;
      if (type === 'SERVICE') fail(field, 'A service has no stock: leave its Stock columns empty.');
      else if (type === 'BUNDLE') fail(field, 'A bundle has no stock of its own: give its items’ stock.');
      else if (existing?.isSerialized)
        fail(field, `${existing.sku} is serial-tracked: bring its stock in with an adjustment that lists the serial numbers.`);
    }

    if (rowErrors.length > 0) {
      errors.set(row.rowNumber, rowErrors);
      continue;
    }
    const cost = scalar.cost ?? existing?.cost ?? null;
    const set: Record<string, unknown> = {};
    if (existing) {
      if (scalar.productName !== undefined) set.productName = scalar.productName.trim();
      if (givenType !== undefined) set.type = givenType;
      if (category !== undefined) set.categoryId = category;
      if (brand !== undefined) set.brandId = brand;
      if (unitClassId !== existing.unitClassId) set.unitClassId = unitClassId;
      if (unitOfMeasureId !== existing.unitOfMeasureId) set.unitOfMeasureId = unitOfMeasureId;
      if (scalar.basePrice !== undefined) set.basePrice = scalar.basePrice;
      if (scalar.cost !== undefined) set.cost = scalar.cost;
      if (scalar.reorderPoint !== undefined) set.reorderPoint = scalar.reorderPoint;
      if (preferredSupplierId !== undefined) set.preferredSupplierId = preferredSupplierId;
      if (scalar.vatClass !== undefined) set.vatClass = scalar.vatClass;
      if (scalar.isActive !== undefined) set.isActive = scalar.isActive;
    }
    plans.push({
      row,
      existing,
      product: {
        sku: sku!.trim(),
        productName: (scalar.productName ?? '').trim(),
        type: type === 'SERVICE' ? 'SERVICE' : 'PRODUCT',
        category,
        brand,
        unitClassId: unitClassId!,
        unitOfMeasureId: unitOfMeasureId!,
        basePrice: scalar.basePrice ?? '0',
        cost: scalar.cost ?? null,
        reorderPoint: scalar.reorderPoint ?? null,
        preferredSupplierId: preferredSupplierId ?? null,
        vatClass: (scalar.vatClass as ImportedProduct['vatClass'] | undefined) ?? 'VATABLE',
        isActive: scalar.isActive ?? true,
        barcodes: barcodes ?? [],
      },
      set,
      category,
      brand,
      barcodes,
      stock,
      type,
      cost,
    });
  }
  return { errors, plans };
}

/** Makes the categories or brands the file names that the shop does not have yet; answers every name's id. */
async function makeNamed(tx: Tx, tenantId: number, kind: 'category' | 'brand', refs: Ref[]): Promise<NameIndex> {
  const wanted = new Map<string, string>();
  for (const ref of refs) if (ref && 'name' in ref && !wanted.has(normalizeName(ref.name))) wanted.set(normalizeName(ref.name), ref.name);
  if (wanted.size > 0) {
    const names = [...wanted.values()];
    for (let i = 0; i < names.length; i += 1000) {
      const batch = names.slice(i, i + 1000);
      if (kind === 'category')
        await tx
          .insert(productCategories)
          .values(batch.map((categoryName) => ({ tenantId, categoryName })))
          .onConflictDoNothing();
      else
        await tx
          .insert(productBrands)
          .values(batch.map((brandName) => ({ tenantId, brandName })))
          .onConflictDoNothing();
    }
  }
  return loadNames(tx, tenantId, kind === 'category' ? 'productCategory' : 'productBrand');
}

/** New products made per call (insertImportedProducts writes them in batches of its own). */
const CREATE_CHUNK = 5000;

const refId = (ref: Ref, index: NameIndex): number | null => {
  if (!ref) return null;
  if ('id' in ref) return ref.id;
  return index.get(normalizeName(ref.name))?.[0] ?? null;
};

/** What a check planned for its valid rows, for the commit that follows it in the same transaction (by its context). */
const checkedPlans = new WeakMap<ImportContext, Plan[]>();

/** PRODUCTS: the catalogue, keyed by SKU (a SKU the shop has updates that product), with opening stock per location. */
export const productsImport: ImportKindHandler = {
  kind: 'PRODUCTS',

  async check(ctx, rows) {
    const checked = planRows(ctx, rows, await loadLookups(ctx, rows));
    checkedPlans.set(ctx, checked.plans);
    return checked.errors;
  },

  async commit(ctx, rows) {
    const { tx, tenantId } = ctx;
    // The commit's check planned every row (these are some of them) in this same transaction.
    const planned = checkedPlans.get(ctx);
    const given = new Set(rows.map((r) => r.rowNumber));
    const { errors, plans } = planned
      ? { errors: new Map(), plans: planned.filter((p) => given.has(p.row.rowNumber)) }
      : planRows(ctx, rows, await loadLookups(ctx, rows));
    if (plans.length !== rows.length) throw new Error('products import: commit was given rows its check did not pass');
    if (errors.size > 0) throw new Error('products import: commit was given rows that do not pass the checks');
    const categories = await makeNamed(
      tx,
      tenantId,
      'category',
      plans.map((p) => p.category),
    );
    const brands = await makeNamed(
      tx,
      tenantId,
      'brand',
      plans.map((p) => p.brand),
    );

    const updates = plans.filter((p) => p.existing);
    const creates = plans.filter((p) => !p.existing);
    const stocked = plans.filter((p) => p.stock.length > 0);
    const before = await productValuesOf(
      tx,
      tenantId,
      updates.map((p) => p.existing!.id),
    );

    // A chunk at a time: the rows of a large file are not all held a second time as the products they make.
    const createdIds: number[] = [];
    for (let i = 0; i < creates.length; i += CREATE_CHUNK) {
      const ids = await insertImportedProducts(
        tx,
        tenantId,
        ctx.importId,
        // A new product's opening stock comes in at its cost: its average cost is that cost (no update after).
        creates.slice(i, i + CREATE_CHUNK).map(({ product: { category, brand, ...p }, stock }) => ({
          ...p,
          averageCost: stock.length > 0 && p.cost !== null ? p.cost : null,
          categoryId: refId(category, categories),
          brandId: refId(brand, brands),
        })),
      );
      createdIds.push(...ids);
    }
    const idOf = new Map<Plan, number>();
    creates.forEach((p, i) => idOf.set(p, createdIds[i]!));
    updates.forEach((p) => idOf.set(p, p.existing!.id));

    const results: RowResult[] = [];
    for (const p of creates) results.push({ rowId: p.row.id, outcome: 'CREATED', recordId: idOf.get(p)! });

    const changes = updates.map((p) => {
      const set = { ...p.set };
      if ('categoryId' in set) set.categoryId = refId(p.category, categories);
      if ('brandId' in set) set.brandId = refId(p.brand, brands);
      return { id: p.existing!.id, set };
    });
    await updateImportedProducts(tx, tenantId, changes);
    await replaceProductBarcodes(
      tx,
      tenantId,
      updates.filter((p) => p.barcodes !== undefined).map((p) => ({ productId: p.existing!.id, barcodes: p.barcodes! })),
    );
    await ensureStockRowsOf(
      tx,
      tenantId,
      updates.filter((p) => 'type' in p.set).map((p) => p.existing!.id),
    );
    updates.forEach((p, i) => {
      const stored = before.get(p.existing!.id) ?? { barcodes: [] };
      const previous: Record<string, unknown> = {};
      for (const field of Object.keys(changes[i]!.set)) previous[field] = stored[field] ?? null;
      if (p.barcodes !== undefined) previous.barcodes = stored.barcodes;
      // Opening stock moves the average cost: undo writes the cost back as it was.
      if (p.stock.length > 0) {
        previous.cost = stored.cost ?? null;
        previous.averageCost = stored.averageCost ?? null;
      }
      results.push({ rowId: p.row.id, outcome: 'UPDATED', recordId: p.existing!.id, previous });
    });

    // Opening stock at the product's cost, through the ledger; the average cost moves as a receipt's would.
    const costed = stocked.filter((p) => p.cost !== null && p.existing !== null);
    await openingStockCosts(
      tx,
      tenantId,
      costed.flatMap((p) => p.stock.map((s) => ({ productId: idOf.get(p)!, baseQuantity: s.quantity, baseUnitCost: p.cost! }))),
    );
    await postOpeningStock(
      ctx,
      stocked.flatMap((p) =>
        p.stock.map((s) => ({ productId: idOf.get(p)!, locationId: s.locationId, quantity: s.quantity, unitCost: p.cost })),
      ),
    );
    // New products' stock rows at the other locations, at zero (the posting made the ones it filled).
    await ensureStockRowsOf(tx, tenantId, createdIds, { created: true });
    return results;
  },

  async blockingUse(ctx, rows) {
    const ids = rows.filter((r) => r.outcome !== 'SKIPPED' && r.recordId !== null).map((r) => r.recordId!);
    return firstUseSince(ctx.tx, ctx.tenantId, ctx.importId, ids, { lines: true });
  },

  async undo(ctx, rows) {
    await undoProducts(ctx, rows);
  },
};

async function undoProducts(ctx: ImportContext, rows: CommittedRow[]): Promise<void> {
  const { tx, tenantId } = ctx;
  const updated = rows.filter((r) => r.outcome === 'UPDATED' && r.recordId !== null);
  const created = rows.filter((r) => r.outcome === 'CREATED' && r.recordId !== null);
  // Products it updated: their opening stock comes out through the ledger, then their values go back.
  if (updated.length > 0) {
    const stock = await importStock(
      tx,
      tenantId,
      ctx.importId,
      updated.map((r) => r.recordId!),
    );
    await postOpeningStock(
      ctx,
      stock.map((s) => ({ productId: s.productId, locationId: s.locationId, quantity: qty.sub(0, s.quantity), unitCost: s.unitCost })),
      `Undo of ${ctx.importNumber}`,
    );
    const restore = updated.map((r) => {
      const { barcodes, ...set } = r.previous ?? {};
      return { id: r.recordId!, set, barcodes: barcodes as string[] | undefined };
    });
    await updateImportedProducts(tx, tenantId, restore);
    await replaceProductBarcodes(
      tx,
      tenantId,
      restore.filter((r) => r.barcodes !== undefined).map((r) => ({ productId: r.id, barcodes: r.barcodes! })),
    );
    await ensureStockRowsOf(
      tx,
      tenantId,
      restore.filter((r) => 'type' in r.set).map((r) => r.id),
    );
  }
  // Products it made go, with their own ledger rows (blockingUse proved there are no others).
  await deleteImportedProducts(
    tx,
    tenantId,
    ctx.importId,
    created.map((r) => r.recordId!),
  );
}
