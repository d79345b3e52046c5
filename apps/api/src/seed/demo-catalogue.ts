import { eq } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@oim/shared/permissions';
import type { SpecialDiscountClass } from '@oim/shared/pos/tax';
import { adjustmentBody } from '@oim/shared/schemas/inventory';
import { discountBody, productBrandBody, productCategoryBody } from '@oim/shared/schemas/masterfile';
import { createRecord, type WriteContext } from '../platform/resource/crud';
import { users } from '../db/schema/identity';
import { paymentTypes, stockLocations, unitClasses, unitsOfMeasure } from '../db/schema/masterfile';
import { productResource, productCreate, postAdjustment, type AdjustmentBody } from '../modules/inventory';
import {
  stockLocationCreate,
  discountResource,
  productBrandResource,
  productCategoryResource,
  stockLocationResource,
} from '../modules/masterfile';
import { customerCreate, customerResource } from '../modules/customers';

/*
 * A sample catalogue for the demo shop: a Philippine neighbourhood store with a hardware corner.
 * Everything goes through the API's own create and adjustment code, so it obeys the same rules.
 * Barcodes are EAN-13 in the Philippine range (480) under a made-up company prefix, so they
 * never match a real product a visitor scans.
 */

const CATEGORIES = ['Grocery', 'Beverages', 'Household', 'Medicines', 'Paint & Sundries', 'Hardware', 'Mobile Phones', 'Services'] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * The senior citizen / PWD discount each category's goods take: medicines the 20% (FULL); food,
 * drinks, soap and detergent are basic necessities and prime commodities (the 5%, weekly cap);
 * hardware, paint, phones and services none. A bundle takes none (its class is its own).
 */
const SPECIAL_DISCOUNT_OF: Record<Category, SpecialDiscountClass> = {
  Grocery: 'BASIC_NECESSITY',
  Beverages: 'BASIC_NECESSITY',
  Household: 'BASIC_NECESSITY',
  Medicines: 'FULL',
  'Paint & Sundries': 'NONE',
  Hardware: 'NONE',
  'Mobile Phones': 'NONE',
  Services: 'NONE',
};

const BRANDS = ['Lucky Me!', 'Century', 'Coca-Cola', 'Nestlé', 'Procter & Gamble', 'Boysen', 'Neltex', 'Cherry Mobile'] as const;
type Brand = (typeof BRANDS)[number];

type SampleProduct = {
  sku: string;
  name: string;
  category: Category;
  brand?: Brand;
  type?: 'PRODUCT' | 'SERVICE' | 'BUNDLE';
  description?: string;
  /** Price of one piece. */
  price: string;
  cost?: string;
  /** Price of a dozen, when the product is also sold by the dozen. */
  dozenPrice?: string;
  barcode?: string;
  reorderPoint?: string;
  /** Opening stock, in `unit` (piece unless said). */
  opening?: { main?: number; warehouse?: number; unit?: 'piece' | 'dozen' };
  /** Serial numbers of the units in stock at the Main Store (a serial-tracked product). */
  serials?: string[];
  /** A bundle's parts: another product's SKU and pieces per bundle. */
  parts?: { sku: string; pieces: number }[];
};

export const DEMO_PRODUCTS: SampleProduct[] = [
  // Grocery
  {
    sku: 'RICE-SIN-1KG',
    name: 'Sinandomeng Rice 1 kg',
    category: 'Grocery',
    price: '56.00',
    cost: '48.00',
    barcode: '4809990000115',
    reorderPoint: '30',
    opening: { main: 80, warehouse: 200 },
  },
  {
    sku: 'RICE-DIN-1KG',
    name: 'Dinorado Rice 1 kg',
    category: 'Grocery',
    price: '64.00',
    cost: '55.00',
    barcode: '4809990000214',
    reorderPoint: '20',
    opening: { main: 50 },
  },
  {
    sku: 'LM-PCO-80',
    name: 'Lucky Me! Pancit Canton 80 g',
    category: 'Grocery',
    brand: 'Lucky Me!',
    price: '16.00',
    cost: '12.50',
    dozenPrice: '180.00',
    barcode: '4809990000313',
    reorderPoint: '48',
    opening: { main: 10, warehouse: 20, unit: 'dozen' },
  },
  {
    sku: 'LM-PCC-80',
    name: 'Lucky Me! Pancit Canton Chilimansi',
    category: 'Grocery',
    brand: 'Lucky Me!',
    price: '16.00',
    cost: '12.50',
    dozenPrice: '180.00',
    barcode: '4809990000412',
    opening: { main: 8, unit: 'dozen' },
  },
  {
    sku: 'LM-MAMI-55',
    name: 'Lucky Me! Instant Mami Beef 55 g',
    category: 'Grocery',
    brand: 'Lucky Me!',
    price: '11.00',
    cost: '8.50',
    barcode: '4809990000511',
    opening: { main: 96 },
  },
  {
    sku: 'CEN-TUNA-155',
    name: 'Century Tuna Flakes in Oil 155 g',
    category: 'Grocery',
    brand: 'Century',
    price: '38.00',
    cost: '32.00',
    barcode: '4809990000610',
    opening: { main: 48 },
  },
  {
    sku: 'SARD-155',
    name: 'Sardines in Tomato Sauce 155 g',
    category: 'Grocery',
    price: '24.00',
    cost: '20.00',
    barcode: '4809990000719',
    opening: { main: 60 },
  },
  {
    sku: 'EGG-MED',
    name: 'Fresh Eggs, Medium',
    category: 'Grocery',
    price: '9.00',
    cost: '7.50',
    dozenPrice: '100.00',
    barcode: '4809990000818',
    opening: { main: 15, unit: 'dozen' },
  },
  // Beverages
  {
    sku: 'COKE-1.5L',
    name: 'Coca-Cola 1.5 L',
    category: 'Beverages',
    brand: 'Coca-Cola',
    price: '78.00',
    cost: '66.00',
    barcode: '4809990000917',
    reorderPoint: '12',
    opening: { main: 36, warehouse: 48 },
  },
  {
    sku: 'COKE-MISMO',
    name: 'Coca-Cola Mismo 295 mL',
    category: 'Beverages',
    brand: 'Coca-Cola',
    price: '20.00',
    cost: '16.50',
    dozenPrice: '228.00',
    barcode: '4809990001013',
    opening: { main: 4, unit: 'dozen' },
  },
  {
    sku: 'SPRITE-1.5L',
    name: 'Sprite 1.5 L',
    category: 'Beverages',
    brand: 'Coca-Cola',
    price: '75.00',
    cost: '63.00',
    barcode: '4809990001112',
    opening: { main: 24 },
  },
  {
    sku: 'NES-3IN1-TP',
    name: 'Nescafé 3-in-1 Original Twin Pack',
    category: 'Beverages',
    brand: 'Nestlé',
    price: '14.00',
    cost: '11.00',
    barcode: '4809990001211',
    opening: { main: 100 },
  },
  {
    sku: 'BEAR-150',
    name: 'Bear Brand Powdered Milk 150 g',
    category: 'Beverages',
    brand: 'Nestlé',
    price: '69.00',
    cost: '60.00',
    barcode: '4809990001310',
    opening: { main: 24 },
  },
  {
    sku: 'WATER-500ML',
    name: 'Distilled Drinking Water 500 mL',
    category: 'Beverages',
    price: '15.00',
    cost: '10.00',
    barcode: '4809990001419',
    opening: { main: 48 },
  },
  // Household
  {
    sku: 'TIDE-125',
    name: 'Tide Bar Original 125 g',
    category: 'Household',
    brand: 'Procter & Gamble',
    price: '22.00',
    cost: '18.50',
    barcode: '4809990001518',
    opening: { main: 60 },
  },
  {
    sku: 'SFG-130',
    name: 'Safeguard Pure White Soap 130 g',
    category: 'Household',
    brand: 'Procter & Gamble',
    price: '48.00',
    cost: '40.00',
    barcode: '4809990001617',
    opening: { main: 36 },
  },
  {
    sku: 'JOY-DW-250',
    name: 'Joy Dishwashing Liquid 250 mL',
    category: 'Household',
    brand: 'Procter & Gamble',
    price: '55.00',
    cost: '46.00',
    barcode: '4809990001716',
    opening: { main: 24 },
  },
  // Paint & Sundries
  {
    sku: 'BOY-LTX-WHT',
    name: 'Boysen Permacoat Latex White 1 L',
    category: 'Paint & Sundries',
    brand: 'Boysen',
    price: '295.00',
    cost: '250.00',
    barcode: '4809990001815',
    reorderPoint: '6',
    opening: { main: 12, warehouse: 24 },
  },
  {
    sku: 'BOY-QDE-BLK',
    name: 'Boysen Q.D. Enamel Black 1 L',
    category: 'Paint & Sundries',
    brand: 'Boysen',
    price: '340.00',
    cost: '290.00',
    barcode: '4809990001914',
    opening: { main: 8 },
  },
  {
    sku: 'BOY-THIN-1L',
    name: 'Boysen Paint Thinner 1 L',
    category: 'Paint & Sundries',
    brand: 'Boysen',
    price: '145.00',
    cost: '120.00',
    barcode: '4809990002010',
    opening: { main: 12 },
  },
  {
    sku: 'BRUSH-2IN',
    name: 'Paint Brush 2 in',
    category: 'Paint & Sundries',
    price: '45.00',
    cost: '32.00',
    dozenPrice: '480.00',
    barcode: '4809990002119',
    opening: { main: 24 },
  },
  {
    sku: 'ROLLER-7IN',
    name: 'Paint Roller 7 in with Tray',
    category: 'Paint & Sundries',
    price: '185.00',
    cost: '140.00',
    barcode: '4809990002218',
    opening: { main: 10 },
  },
  // Hardware and plumbing
  {
    sku: 'NAIL-CW-2IN',
    name: 'Common Wire Nails 2 in, 1 kg',
    category: 'Hardware',
    price: '85.00',
    cost: '70.00',
    barcode: '4809990002317',
    reorderPoint: '10',
    opening: { main: 40, warehouse: 50 },
  },
  {
    sku: 'NAIL-CW-4IN',
    name: 'Common Wire Nails 4 in, 1 kg',
    category: 'Hardware',
    price: '82.00',
    cost: '68.00',
    barcode: '4809990002416',
    opening: { main: 30 },
  },
  {
    sku: 'NEL-PIPE-12',
    name: 'Neltex PVC Pipe 1/2 in × 3 m',
    category: 'Hardware',
    brand: 'Neltex',
    price: '125.00',
    cost: '100.00',
    barcode: '4809990002515',
    opening: { main: 20, warehouse: 40 },
  },
  {
    sku: 'NEL-ELB-12',
    name: 'Neltex PVC Elbow 1/2 in',
    category: 'Hardware',
    brand: 'Neltex',
    price: '12.00',
    cost: '8.00',
    dozenPrice: '130.00',
    barcode: '4809990002614',
    opening: { main: 60 },
  },
  {
    sku: 'TEFLON-12',
    name: 'Teflon Tape 1/2 in',
    category: 'Hardware',
    price: '15.00',
    cost: '9.00',
    barcode: '4809990002713',
    opening: { main: 50 },
  },
  {
    sku: 'ETAPE-BLK',
    name: 'Electrical Tape Black 19 mm',
    category: 'Hardware',
    price: '35.00',
    cost: '25.00',
    barcode: '4809990002812',
    opening: { main: 30 },
  },
  // Mobile phones
  {
    sku: 'CM-FLARE-S8',
    name: 'Cherry Mobile Flare S8 Smartphone',
    category: 'Mobile Phones',
    brand: 'Cherry Mobile',
    description: 'Dual SIM. Sold with its IMEI recorded on the receipt.',
    price: '4999.00',
    cost: '4200.00',
    barcode: '4809990002911',
    serials: ['354678112043109', '354678112043273', '354678112043448', '354678112043612', '354678112043786'],
  },
  {
    sku: 'USBC-CBL-1M',
    name: 'USB Type-C Charging Cable 1 m',
    category: 'Mobile Phones',
    price: '99.00',
    cost: '55.00',
    barcode: '4809990003017',
    opening: { main: 20 },
  },
  // Medicines: the senior citizen / PWD 20%.
  {
    sku: 'MED-PARA-500',
    name: 'Paracetamol 500 mg Tablet',
    category: 'Medicines',
    description: 'Sold per tablet.',
    price: '5.00',
    cost: '3.20',
    barcode: '4809990003116',
    reorderPoint: '50',
    opening: { main: 200 },
  },
  // Services and a bundle: no stock of their own.
  {
    sku: 'SVC-DLVRY',
    name: 'Delivery within 5 km',
    category: 'Services',
    type: 'SERVICE',
    description: 'Per trip, by tricycle or L300 van.',
    price: '80.00',
  },
  {
    sku: 'SVC-TINTING',
    name: 'Paint Tinting (per can)',
    category: 'Services',
    type: 'SERVICE',
    description: 'Colour mixed by machine to the customer’s chosen shade.',
    price: '50.00',
  },
  {
    // Carries the labour a technician types on a job order (its description names the work).
    sku: 'LABOUR',
    name: 'Labour',
    category: 'Services',
    type: 'SERVICE',
    description: 'Repair work; the job order’s line says what was done and its price.',
    price: '100.00',
  },
  {
    sku: 'BND-MERIENDA',
    name: 'Merienda Bundle',
    description: '2 Lucky Me! Pancit Canton and 1 Coca-Cola Mismo, for less than apart.',
    category: 'Grocery',
    type: 'BUNDLE',
    price: '48.00',
    parts: [
      { sku: 'LM-PCO-80', pieces: 2 },
      { sku: 'COKE-MISMO', pieces: 1 },
    ],
  },
];

const CUSTOMERS = [
  {
    customerName: 'Dela Cruz Construction',
    paymentType: 'Charge',
    description: 'Contractor; buys hardware on a 30-day account.',
    contactPerson: 'Engr. Ramon dela Cruz',
    contactNumber: '0918 765 4321',
    email: 'purchasing@delacruz-construction.example',
    addressLineOne: '1450 Shaw Boulevard',
    addressLineTwo: 'Brgy. Wack-Wack',
    city: 'Mandaluyong City',
    state: 'Metro Manila',
    zipCode: '1555',
  },
  {
    customerName: "Aling Nena's Sari-Sari Store",
    paymentType: 'Cash',
    description: 'Buys noodles, canned goods and drinks by the dozen for resale.',
    contactPerson: 'Nena Bautista',
    contactNumber: '0917 123 4567',
    addressLineOne: '27 Maginhawa Street',
    addressLineTwo: 'Brgy. Teachers Village East',
    city: 'Quezon City',
    state: 'Metro Manila',
    zipCode: '1101',
  },
  {
    customerName: 'Maria Santos',
    paymentType: 'GCash',
    contactNumber: '0927 555 0198',
    addressLineOne: 'Unit 5B, 88 J.P. Rizal Street',
    addressLineTwo: 'Brgy. Poblacion',
    city: 'Makati City',
    state: 'Metro Manila',
    zipCode: '1210',
  },
] as const;

const DISCOUNTS = [{ name: 'Promo 10% off', code: 'PROMO10', type: 'percentage', scope: 'sales_order_item', value: '10' }] as const;

export type DemoCatalogueCounts = { products: number; customers: number; discounts: number; adjustments: number };

/**
 * Fills a just-created demo shop with the sample catalogue, in the caller's transaction (the
 * shop's tenant set): categories, brands, a Warehouse, the products with their prices and
 * barcodes, opening stock through inventory adjustments, a few customers and a promo discount.
 */
export async function createDemoCatalogue(shop: Omit<WriteContext, 'user'>): Promise<DemoCatalogueCounts> {
  const { tx } = shop;
  const [admin] = await tx
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .orderBy(users.id)
    .limit(1);
  if (!admin) throw new Error('The demo shop has no administrator to record the catalogue under.');
  const ctx: WriteContext = { ...shop, user: { ...admin, sessionId: 0, permissions: new Set(ALL_PERMISSIONS), isAdministrator: true } };

  const countUnits = await tx
    .select({ id: unitsOfMeasure.id, unit: unitsOfMeasure.unit, unitClassId: unitsOfMeasure.unitClassId })
    .from(unitsOfMeasure)
    .innerJoin(unitClasses, eq(unitClasses.id, unitsOfMeasure.unitClassId))
    .where(eq(unitClasses.name, 'Count'));
  const unitId = (unit: 'piece' | 'dozen') => {
    const found = countUnits.find((u) => u.unit === unit);
    if (!found) throw new Error(`The demo shop's Count unit class has no ${unit}.`);
    return found.id;
  };
  const piece = unitId('piece');
  const dozen = unitId('dozen');
  const unitClassId = countUnits[0]!.unitClassId;

  const [main] = await tx.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.code, 'MAIN'));
  if (!main) throw new Error('The demo shop has no Main Store location.');
  const warehouse = await createRecord(
    ctx,
    stockLocationResource,
    stockLocationCreate,
    stockLocationCreate.body.parse({
      name: 'Warehouse',
      code: 'WH',
      address: 'Lot 12 Mercedes Avenue, Brgy. San Miguel, Pasig City',
    }),
  );
  // Where damaged or defective returns wait, off the shelf.
  await createRecord(
    ctx,
    stockLocationResource,
    stockLocationCreate,
    stockLocationCreate.body.parse({ name: 'Defective / Returns', code: 'RET', sellable: false }),
  );

  const categoryIds = new Map<Category, number>();
  for (const categoryName of CATEGORIES) {
    categoryIds.set(
      categoryName,
      await createRecord(ctx, productCategoryResource, { body: productCategoryBody }, productCategoryBody.parse({ categoryName })),
    );
  }
  const brandIds = new Map<Brand, number>();
  for (const brandName of BRANDS) {
    brandIds.set(
      brandName,
      await createRecord(ctx, productBrandResource, { body: productBrandBody }, productBrandBody.parse({ brandName })),
    );
  }

  const productIds = new Map<string, number>();
  for (const p of DEMO_PRODUCTS) {
    const body = productCreate.body.parse({
      sku: p.sku,
      productName: p.name,
      type: p.type ?? 'PRODUCT',
      description: p.description,
      productCategoryId: categoryIds.get(p.category),
      productBrandId: p.brand ? brandIds.get(p.brand) : null,
      unitClassId,
      unitOfMeasureId: piece,
      basePrice: p.price,
      cost: p.cost,
      reorderPoint: p.reorderPoint,
      isSerialized: p.serials !== undefined,
      specialDiscountClass: p.type === 'BUNDLE' ? 'NONE' : SPECIAL_DISCOUNT_OF[p.category],
      barcodes: p.barcode ? [p.barcode] : [],
      productPrices: p.dozenPrice ? [{ uomId: dozen, price: p.dozenPrice }] : [],
      ...(p.parts
        ? {
            bundleProducts: p.parts.map((part) => ({
              bundleItemId: productIds.get(part.sku)!,
              bundleQuantity: String(part.pieces),
              bundleUomId: piece,
            })),
          }
        : {}),
    });
    productIds.set(p.sku, await createRecord(ctx, productResource, productCreate, body));
  }

  // Opening stock, as a shop owner would post it: one adjustment per location.
  const opening = (locationId: number, at: 'main' | 'warehouse'): AdjustmentBody =>
    adjustmentBody.parse({
      locationId,
      reason: 'Opening stock',
      notes: 'Sample catalogue of the demo shop.',
      items: DEMO_PRODUCTS.flatMap((p) => {
        const serials = at === 'main' ? (p.serials ?? []) : [];
        if (serials.length > 0)
          return [{ productId: productIds.get(p.sku)!, uomId: piece, quantity: serials.length, serialNumbers: serials }];
        const quantity = p.opening?.[at];
        return quantity ? [{ productId: productIds.get(p.sku)!, uomId: p.opening?.unit === 'dozen' ? dozen : piece, quantity }] : [];
      }),
    });
  await postAdjustment(tx, shop.tenant.id, admin.id, opening(main.id, 'main'));
  await postAdjustment(tx, shop.tenant.id, admin.id, opening(warehouse, 'warehouse'));

  const types = await tx.select({ id: paymentTypes.id, name: paymentTypes.name }).from(paymentTypes);
  for (const { paymentType, ...customer } of CUSTOMERS) {
    const defaultPaymentTypeId = types.find((t) => t.name === paymentType)?.id;
    await createRecord(
      ctx,
      customerResource,
      customerCreate,
      customerCreate.body.parse({ ...customer, defaultPaymentTypeId, country: 'Philippines', countryCode: 'PH' }),
    );
  }
  for (const discount of DISCOUNTS) {
    await createRecord(ctx, discountResource, { body: discountBody }, discountBody.parse(discount));
  }

  return { products: DEMO_PRODUCTS.length, customers: CUSTOMERS.length, discounts: DISCOUNTS.length, adjustments: 2 };
}
