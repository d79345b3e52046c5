import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_TYPES } from '@oim/shared/schemas/inventory';
import { qualified } from '../../db/schema/columns';
import { bundleItems, productBarcodes, productPrices, products, stockLevels } from '../../db/schema/inventory';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';
import { shopWhere } from '../../platform/resource/rows';

export const productPriceResource = defineResource({
  name: 'productPrices',
  label: 'product price',
  table: productPrices,
  fields: {
    id: { column: productPrices.id, type: 'integer' },
    productId: { column: productPrices.productId, type: 'integer' },
    uomId: { column: productPrices.uomId, type: 'integer' },
    price: { column: productPrices.price, type: 'decimal' },
    updatedAt: { column: productPrices.updatedAt, type: 'datetime' },
  },
  relations: { uom: belongsTo('unitsOfMeasure', 'uomId', 'unit'), product: belongsTo('products', 'productId') },
});

export const bundleItemResource = defineResource({
  name: 'bundleItems',
  label: 'bundle item',
  table: bundleItems,
  fields: {
    id: { column: bundleItems.id, type: 'integer' },
    bundleId: { column: bundleItems.bundleId, type: 'integer' },
    bundleItemId: { column: bundleItems.itemId, type: 'integer' },
    bundleQuantity: { column: bundleItems.quantity, type: 'decimal' },
    bundleUomId: { column: bundleItems.uomId, type: 'integer' },
  },
  relations: { bundleItem: belongsTo('products', 'bundleItemId'), bundleUom: belongsTo('unitsOfMeasure', 'bundleUomId') },
});

export const stockLevelResource = defineResource({
  name: 'stockLevels',
  label: 'stock level',
  table: stockLevels,
  fields: {
    id: { column: stockLevels.id, type: 'integer' },
    productId: { column: stockLevels.productId, type: 'integer' },
    locationId: { column: stockLevels.locationId, type: 'integer' },
    onHand: { column: stockLevels.onHand, type: 'decimal' },
    carried: { column: stockLevels.carried, type: 'boolean' },
    updatedAt: { column: stockLevels.updatedAt, type: 'datetime' },
  },
  relations: { location: belongsTo('stockLocations', 'locationId'), product: belongsTo('products', 'productId') },
  defaultSort: [{ column: 'locationId', direction: 'asc' }],
});

const p = { tenantId: qualified(products.tenantId), id: qualified(products.id), unitOfMeasureId: qualified(products.unitOfMeasureId) };

const stockOnHand = sql`(select coalesce(sum(s.on_hand), 0) from stock_levels s where s.tenant_id = ${p.tenantId} and s.product_id = ${p.id})`;

/**
 * On hand in the base unit: a product's total over all locations; a bundle's is how many whole
 * bundles its stocked components make, counted at each location (parts at different locations do
 * not make a kit) and summed; a service has none, nor has a bundle of services only.
 */
const onHand = sql`case ${products.type}
  when 'PRODUCT' then ${stockOnHand}
  when 'BUNDLE' then (
    select sum(kits) from (
      select greatest(min(floor(coalesce(s.on_hand, 0) / (bi.quantity * u.factor))), 0) as kits
        from bundle_items bi
        join products part on part.tenant_id = bi.tenant_id and part.id = bi.item_id and part.type = 'PRODUCT'
        join units_of_measure u on u.tenant_id = bi.tenant_id and u.id = bi.uom_id
        cross join stock_locations l
        left join stock_levels s on s.tenant_id = bi.tenant_id and s.product_id = bi.item_id and s.location_id = l.id
       where bi.tenant_id = ${p.tenantId} and bi.bundle_id = ${p.id} and l.tenant_id = ${p.tenantId}
       group by l.id
    ) per_location)
  end`;

const unitName = sql`(select u.unit from units_of_measure u where u.tenant_id = ${p.tenantId} and u.id = ${p.unitOfMeasureId})`;

const markup = sql`case when ${products.cost} > 0 then round((${products.basePrice} - ${products.cost}) / ${products.cost} * 100, 2) end`;

const hasPrice = sql`(${products.basePrice} > 0 or exists (select 1 from product_prices pp where pp.tenant_id = ${p.tenantId} and pp.product_id = ${p.id} and pp.price > 0))`;
/** Stock on hand somewhere; for a bundle, at least one whole kit at some location. */
const hasStock = sql`(exists (select 1 from stock_levels s where s.tenant_id = ${p.tenantId} and s.product_id = ${p.id} and s.on_hand > 0)
  or (${products.type} = 'BUNDLE' and coalesce(${onHand}, 0) > 0))`;

export const productResource = defineResource({
  name: 'products',
  label: 'product',
  table: products,
  fields: {
    id: { column: products.id, type: 'integer' },
    sku: { column: products.sku, type: 'text', search: true },
    productName: { column: products.productName, type: 'text', search: true },
    description: { column: products.description, type: 'text', nullable: true },
    type: { column: products.type, type: 'enum', values: PRODUCT_TYPES },
    productCategoryId: { column: products.categoryId, type: 'integer', nullable: true },
    productBrandId: { column: products.brandId, type: 'integer', nullable: true },
    unitClassId: { column: products.unitClassId, type: 'integer' },
    unitOfMeasureId: { column: products.unitOfMeasureId, type: 'integer' },
    unit: { column: unitName, type: 'text', nullable: true, sort: false },
    basePrice: { column: products.basePrice, type: 'decimal' },
    /** Spec 3 names the selling price `price` too. */
    price: { column: products.basePrice, type: 'decimal', filter: false },
    cost: { column: products.cost, type: 'decimal', nullable: true, requires: 'View Product Cost' },
    minimumPrice: { column: products.minimumPrice, type: 'decimal', nullable: true },
    lastPurchaseCost: { column: products.lastPurchaseCost, type: 'decimal', nullable: true, requires: 'View Product Cost' },
    lastSupplierId: { column: products.lastSupplierId, type: 'integer', nullable: true },
    preferredSupplierId: { column: products.preferredSupplierId, type: 'integer', nullable: true },
    markup: { column: markup, type: 'decimal', nullable: true, requires: 'View Product Markup' },
    reorderPoint: { column: products.reorderPoint, type: 'decimal', nullable: true },
    isSerialized: { column: products.isSerialized, type: 'boolean' },
    commissionTemplateId: { column: products.commissionTemplateId, type: 'integer', nullable: true },
    pricingScheduleTemplateId: { column: products.pricingScheduleTemplateId, type: 'integer', nullable: true },
    pricingGroupId: { column: products.pricingGroupId, type: 'integer', nullable: true },
    warrantyTemplateId: { column: products.warrantyTemplateId, type: 'integer', nullable: true },
    isActive: { column: products.isActive, type: 'boolean' },
    vatClass: { column: products.vatClass, type: 'text' },
    specialDiscountClass: { column: products.specialDiscountClass, type: 'text' },
    onHand: { column: onHand, type: 'decimal', nullable: true },
    createdAt: { column: products.createdAt, type: 'datetime' },
    updatedAt: { column: products.updatedAt, type: 'datetime' },
  },
  relations: {
    productCategory: belongsTo('productCategories', 'productCategoryId'),
    productBrand: belongsTo('productBrands', 'productBrandId'),
    unitClass: belongsTo('unitClasses', 'unitClassId'),
    unitOfMeasure: belongsTo('unitsOfMeasure', 'unitOfMeasureId', 'unit'),
    productPrices: hasMany('productPrices', 'productId'),
    bundleProducts: hasMany('bundleItems', 'bundleId'),
    stocks: hasMany('stockLevels', 'productId'),
    commissionTemplate: belongsTo('commissionTemplates', 'commissionTemplateId'),
    pricingScheduleTemplate: belongsTo('pricingScheduleTemplates', 'pricingScheduleTemplateId'),
    pricingGroup: belongsTo('pricingGroups', 'pricingGroupId'),
    warrantyTemplate: belongsTo('warrantyTemplates', 'warrantyTemplateId'),
    lastSupplier: belongsTo('suppliers', 'lastSupplierId'),
    preferredSupplier: belongsTo('suppliers', 'preferredSupplierId'),
    barcodes: {
      kind: 'custom',
      schema: z.array(z.string()),
      load: async (tx, rows) => {
        const found = await tx
          .select({ productId: productBarcodes.productId, barcode: productBarcodes.barcode })
          .from(productBarcodes)
          .where(
            shopWhere(
              tx,
              productBarcodes,
              inArray(
                productBarcodes.productId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(productBarcodes.id);
        const map = new Map<number, string[]>(rows.map((r) => [r.id, []]));
        for (const b of found) map.get(Number(b.productId))?.push(b.barcode);
        return map;
      },
    },
  },
  specialFilters: {
    priceFilter: (value) => (value === 'with_price' ? hasPrice : value === 'without_price' ? sql`not ${hasPrice}` : undefined),
    stocksFilter: (value) => (value === 'with_stocks' ? hasStock : value === 'without_stocks' ? sql`not ${hasStock}` : undefined),
  },
  defaultSort: [{ column: 'productName', direction: 'asc' }],
  // A document naming a product (a purchase order's line) shows who may read the document its name and SKU.
  lookup: ['id', 'sku', 'productName'],
});
