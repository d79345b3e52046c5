import { describe, expect, it } from 'vitest';
import type { Product, ProductSummary, UnitOfMeasure } from '../../types';
import { productFormSchema, type ProductFormInput } from './product-form-schema';
import { buildProductSave, productFormDefaults, type ProductFlags, type ProductPermissions } from './product-payload';

const piece: UnitOfMeasure = { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true };
const dozen: UnitOfMeasure = { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false };
const box: UnitOfMeasure = { id: 3, unitClassId: 1, unit: 'box', factor: 24, isBase: false };
const gram: UnitOfMeasure = { id: 7, unitClassId: 2, unit: 'g', factor: 1, isBase: true };
const kilo: UnitOfMeasure = { id: 8, unitClassId: 2, unit: 'kg', factor: 1000, isBase: false };
const countUnits = [piece, dozen, box];

const all: ProductPermissions = {
  viewCost: true,
  addCost: true,
  viewMarkup: true,
  savePrice: true,
  deletePrice: true,
  assignPricingSchedule: true,
  clearPricingSchedule: true,
  assignWarranty: true,
  removeWarranty: true,
};
const none: ProductPermissions = Object.fromEntries(Object.keys(all).map((k) => [k, false])) as ProductPermissions;
const flagsOn: ProductFlags = { commission: true, pricingSchedule: true, pricingGroups: true, warranty: true };
const flagsOff: ProductFlags = { commission: false, pricingSchedule: false, pricingGroups: false, warranty: false };

const hammer: ProductSummary = {
  id: 40,
  sku: 'HAM-1',
  productName: 'Claw Hammer',
  description: null,
  minimumPrice: null,
  lastSupplierId: null,
  preferredSupplierId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  type: 'PRODUCT',
  productCategoryId: null,
  productBrandId: null,
  unitClassId: 1,
  unitOfMeasureId: 1,
  unit: 'piece',
  basePrice: 350,
  price: 350,
  reorderPoint: null,
  isSerialized: false,
  commissionTemplateId: null,
  pricingScheduleTemplateId: null,
  pricingGroupId: null,
  warrantyTemplateId: null,
  isActive: true,
  vatClass: 'VATABLE',
  specialDiscountClass: 'FULL',
  onHand: 3,
};

const stored: Product = {
  ...hammer,
  id: 12,
  sku: 'NAIL-1',
  productName: 'Common Nail',
  basePrice: 2.5,
  price: 2.5,
  cost: 1.75,
  markup: 42.86,
  reorderPoint: 100,
  pricingScheduleTemplateId: 5,
  warrantyTemplateId: null,
  productPrices: [
    { id: 91, productId: 12, uomId: 2, price: 28, uom: dozen, updatedAt: '2026-01-01T00:00:00.000Z' },
    { id: 92, productId: 12, uomId: 3, price: 55, uom: box, updatedAt: '2026-01-01T00:00:00.000Z' },
  ],
  barcodes: ['4800016000011'],
  pricingScheduleTemplate: {
    id: 5,
    name: 'Volume',
    description: null,
    type: 'unit_price',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

function valid(input: Partial<ProductFormInput>) {
  const parsed = productFormSchema.safeParse({ ...productFormDefaults(null), ...input });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

describe('the product form payload', () => {
  it('creates with the typed fields, the prices of the other units of the class, and each barcode once', () => {
    const values = valid({
      sku: ' SCR-8 ',
      productName: 'Wood Screw 8mm',
      unitClassId: 1,
      unitOfMeasureId: 1,
      basePrice: '1.50',
      cost: '0.90',
      reorderPoint: '200',
      barcodes: ['4800000000017', ' 4800000000017'],
      // A price typed for the base unit itself, and one of another class, are not sent.
      unitPrices: { '1': '9', '2': '', '3': '30', '8': '5' },
      productCategory: {
        id: 4,
        categoryName: 'Hardware',
        description: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    const { body, prices, warrantyTemplateId } = buildProductSave(values, { original: null, units: countUnits, can: all, flags: flagsOff });
    expect(body).toEqual({
      sku: 'SCR-8',
      productName: 'Wood Screw 8mm',
      description: null,
      type: 'PRODUCT',
      productCategoryId: 4,
      productBrandId: null,
      unitClassId: 1,
      unitOfMeasureId: 1,
      basePrice: '1.50',
      minimumPrice: null,
      preferredSupplierId: null,
      cost: '0.90',
      reorderPoint: '200',
      isSerialized: false,
      isActive: true,
      vatClass: 'VATABLE',
      specialDiscountClass: 'NONE',
      barcodes: ['4800000000017'],
      productPrices: [{ uomId: 3, price: '30' }],
    });
    expect(prices).toEqual({ save: [], remove: [] });
    expect(warrantyTemplateId).toBeUndefined();
  });

  it('leaves a blank base price at 0 and cost out when it is not filled in', () => {
    const values = valid({ sku: 'A', productName: 'A', unitClassId: 1, unitOfMeasureId: 1 });
    const { body } = buildProductSave(values, { original: null, units: countUnits, can: all, flags: flagsOff });
    expect(body.basePrice).toBe('0');
    expect(body).not.toHaveProperty('cost');
  });

  it('sends cost only with View and Add Product Cost, and on update only when it changed', () => {
    const values = valid({ ...productFormDefaults(stored), cost: '2.00' });
    const without = buildProductSave(values, { original: stored, units: countUnits, can: { ...all, addCost: false }, flags: flagsOff });
    expect(without.body).not.toHaveProperty('cost');
    const unseen = buildProductSave(values, { original: stored, units: countUnits, can: { ...all, viewCost: false }, flags: flagsOff });
    expect(unseen.body).not.toHaveProperty('cost');
    expect(buildProductSave(values, { original: stored, units: countUnits, can: all, flags: flagsOff }).body.cost).toBe('2.00');
    const same = valid(productFormDefaults(stored));
    expect(buildProductSave(same, { original: stored, units: countUnits, can: all, flags: flagsOff }).body).not.toHaveProperty('cost');
    const cleared = valid({ ...productFormDefaults(stored), cost: '' });
    expect(buildProductSave(cleared, { original: stored, units: countUnits, can: all, flags: flagsOff }).body.cost).toBeNull();
  });

  it('on update saves changed unit prices and deletes cleared ones through their own calls, within the permissions', () => {
    const values = valid({ ...productFormDefaults(stored), unitPrices: { '2': '', '3': '60.00' } });
    const plan = buildProductSave(values, { original: stored, units: countUnits, can: all, flags: flagsOff });
    expect(plan.body).not.toHaveProperty('productPrices');
    expect(plan.prices).toEqual({ save: [{ uomId: 3, price: '60.00' }], remove: [91] });
    // An unchanged price (55 as '55.00') is no change.
    const unchanged = buildProductSave(valid(productFormDefaults(stored)), {
      original: stored,
      units: countUnits,
      can: all,
      flags: flagsOff,
    });
    expect(unchanged.prices).toEqual({ save: [], remove: [] });
    const limited = buildProductSave(values, {
      original: stored,
      units: countUnits,
      can: { ...all, savePrice: false, deletePrice: false },
      flags: flagsOff,
    });
    expect(limited.prices).toEqual({ save: [], remove: [] });
  });

  it('replaces all unit prices in the body when the unit class changes', () => {
    const values = valid({ ...productFormDefaults(stored), unitClassId: 2, unitOfMeasureId: 7, unitPrices: { '3': '60', '8': '1500' } });
    const plan = buildProductSave(values, { original: stored, units: [gram, kilo], can: all, flags: flagsOff });
    expect(plan.body.productPrices).toEqual([{ uomId: 8, price: '1500' }]);
    expect(plan.prices).toEqual({ save: [], remove: [] });
  });

  it('sends the flagged templates only while their flags are on', () => {
    const values = valid({
      ...productFormDefaults(stored),
      commissionTemplate: { id: 3, name: 'Installers' },
      pricingGroup: { id: 6, name: 'Paint 4L' },
      warrantyTemplate: { id: 9, name: '7 days' },
    });
    const off = buildProductSave(values, { original: stored, units: countUnits, can: all, flags: flagsOff });
    expect(off.body).not.toHaveProperty('commissionTemplateId');
    expect(off.body).not.toHaveProperty('pricingGroupId');
    expect(off.body).not.toHaveProperty('pricingScheduleTemplateId');
    expect(off.warrantyTemplateId).toBeUndefined();
    const on = buildProductSave(values, { original: stored, units: countUnits, can: all, flags: flagsOn });
    expect(on.body).toMatchObject({ commissionTemplateId: 3, pricingGroupId: 6 });
    // The pricing schedule did not change, so it is not sent (it needs its own permission).
    expect(on.body).not.toHaveProperty('pricingScheduleTemplateId');
    expect(on.warrantyTemplateId).toBe(9);
  });

  it('changes the pricing schedule and warranty templates only with the permission for that change', () => {
    const cleared = valid({ ...productFormDefaults(stored), pricingScheduleTemplate: null, warrantyTemplate: { id: 9, name: '7 days' } });
    const allowed = buildProductSave(cleared, { original: stored, units: countUnits, can: all, flags: flagsOn });
    expect(allowed.body.pricingScheduleTemplateId).toBeNull();
    expect(allowed.warrantyTemplateId).toBe(9);
    const refused = buildProductSave(cleared, {
      original: stored,
      units: countUnits,
      can: { ...all, clearPricingSchedule: false, assignWarranty: false },
      flags: flagsOn,
    });
    expect(refused.body).not.toHaveProperty('pricingScheduleTemplateId');
    expect(refused.warrantyTemplateId).toBeUndefined();
    const removed = buildProductSave(
      valid({
        ...productFormDefaults({
          ...stored,
          warrantyTemplateId: 9,
          warrantyTemplate: {
            id: 9,
            name: '7 days',
            duration: 7,
            durationUnit: 'days',
            terms: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        }),
        warrantyTemplate: null,
      }),
      {
        original: { ...stored, warrantyTemplateId: 9 },
        units: countUnits,
        can: { ...none, removeWarranty: true },
        flags: flagsOn,
      },
    );
    expect(removed.warrantyTemplateId).toBeNull();
  });

  it('sends the bundle items of a BUNDLE, and no stock rules for a bundle or a service', () => {
    const values = valid({
      sku: 'KIT-1',
      productName: 'Carpentry Kit',
      type: 'BUNDLE',
      unitClassId: 1,
      unitOfMeasureId: 1,
      reorderPoint: '5',
      isSerialized: true,
      bundleProducts: [
        { key: 'a', bundleItem: hammer, bundleQuantity: '1', bundleUomId: 1 },
        { key: 'b', bundleItem: { ...hammer, id: 41, sku: 'NAIL-1' }, bundleQuantity: '0.5', bundleUomId: 2 },
      ],
    });
    const { body } = buildProductSave(values, { original: null, units: countUnits, can: none, flags: flagsOff });
    expect(body.bundleProducts).toEqual([
      { bundleItemId: 40, bundleQuantity: '1', bundleUomId: 1 },
      { bundleItemId: 41, bundleQuantity: '0.5', bundleUomId: 2 },
    ]);
    expect(body.reorderPoint).toBeNull();
    expect(body.isSerialized).toBe(false);
    const service = valid({
      sku: 'SVC',
      productName: 'Install',
      type: 'SERVICE',
      unitClassId: 1,
      unitOfMeasureId: 1,
      bundleProducts: [{ key: 'x', bundleItem: null, bundleQuantity: '', bundleUomId: '' }],
    });
    expect(buildProductSave(service, { original: null, units: countUnits, can: none, flags: flagsOff }).body).not.toHaveProperty(
      'bundleProducts',
    );
  });
});

describe('the product form rules', () => {
  const issues = (input: Partial<ProductFormInput>) => {
    const parsed = productFormSchema.safeParse({
      ...productFormDefaults(null),
      sku: 'A',
      productName: 'A',
      unitClassId: 1,
      unitOfMeasureId: 1,
      ...input,
    });
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('needs the sku, the name, the unit class and the base unit', () => {
    expect(issues({ sku: ' ', productName: '', unitClassId: '', unitOfMeasureId: '' })).toEqual([
      ['sku', 'The sku field is required.'],
      ['productName', 'The product name field is required.'],
      ['unitClassId', 'The unit class field is required.'],
      ['unitOfMeasureId', 'The base unit field is required.'],
    ]);
  });

  it('checks prices and bundle lines with the server’s words, and bundle lines only for a bundle', () => {
    expect(issues({ basePrice: '1.999', unitPrices: { '3': 'abc' } })).toEqual([
      ['basePrice', 'The base price must be a number with at most 2 decimals.'],
      ['unitPrices.3', 'The price must be a number with at most 2 decimals.'],
    ]);
    expect(issues({ type: 'BUNDLE' })).toEqual([['bundleProducts', 'A bundle needs at least one item.']]);
    expect(
      issues({
        type: 'BUNDLE',
        bundleProducts: [
          { key: 'a', bundleItem: null, bundleQuantity: '0', bundleUomId: '' },
          { key: 'b', bundleItem: hammer, bundleQuantity: '2', bundleUomId: 1 },
          { key: 'c', bundleItem: hammer, bundleQuantity: '1', bundleUomId: 1 },
        ],
      }),
    ).toEqual([
      ['bundleProducts.0.bundleItem', 'The bundle item field is required.'],
      ['bundleProducts.0.bundleQuantity', 'The bundle quantity must be between 0.0001 and 9999999999.9999.'],
      ['bundleProducts.0.bundleUomId', 'The bundle unit field is required.'],
      ['bundleProducts.2.bundleItem', 'This item is already in the bundle.'],
    ]);
    expect(issues({ type: 'PRODUCT', bundleProducts: [{ key: 'a', bundleItem: null, bundleQuantity: '', bundleUomId: '' }] })).toEqual([]);
  });
});
