import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind } from '@oim/shared/schemas/imports';
import { describe, expect, it } from 'vitest';
import { autoMapping, importFields, normalizeHeader } from './headers';

const ONE_LOCATION = [{ id: 7, locationName: 'Main Store' }];
const TWO_LOCATIONS = [
  { id: 7, locationName: 'Main Store' },
  { id: 9, locationName: 'Bodega' },
];

const mapOne = (kind: ImportKind, header: string, locations = ONE_LOCATION) => autoMapping(importFields(kind, locations), [header])[header];

describe('normalizeHeader', () => {
  it('ignores case, spaces and punctuation, keeps letters of any script and digits', () => {
    expect(normalizeHeader('  Unit_Cost ')).toBe('unitcost');
    expect(normalizeHeader('UNIT-COST')).toBe('unitcost');
    expect(normalizeHeader('E-mail')).toBe('email');
    expect(normalizeHeader('Stock: Main Store')).toBe('stockmainstore');
    expect(normalizeHeader('Año (2)')).toBe('año2');
    expect(normalizeHeader('₱ / %')).toBe('');
  });
});

describe('importFields', () => {
  it('adds one quantity field per location to PRODUCTS only', () => {
    const fields = importFields('PRODUCTS', TWO_LOCATIONS);
    expect(fields.slice(0, IMPORT_FIELDS.PRODUCTS.length)).toEqual(IMPORT_FIELDS.PRODUCTS);
    expect(fields.slice(IMPORT_FIELDS.PRODUCTS.length)).toMatchObject([
      { field: 'stock:7', label: 'Stock: Main Store', type: 'quantity' },
      { field: 'stock:9', label: 'Stock: Bodega', type: 'quantity' },
    ]);
    for (const kind of IMPORT_KINDS.filter((k) => k !== 'PRODUCTS')) expect(importFields(kind, TWO_LOCATIONS)).toEqual(IMPORT_FIELDS[kind]);
  });

  it('no two fields of a kind share a header (label, name or synonym), so auto-mapping is never a guess', () => {
    for (const kind of IMPORT_KINDS) {
      const owner = new Map<string, string>();
      for (const field of importFields(kind, kind === 'PRODUCTS' ? ONE_LOCATION : [])) {
        for (const header of [field.field, field.label, ...(field.synonyms ?? [])]) {
          const key = normalizeHeader(header);
          const other = owner.get(key);
          expect(other === undefined || other === field.field, `${kind}: "${header}" is ${other} and ${field.field}`).toBe(true);
          owner.set(key, field.field);
        }
      }
    }
  });
});

describe('autoMapping', () => {
  it('maps every label and field name of every kind to itself', () => {
    for (const kind of IMPORT_KINDS) {
      const fields = importFields(kind, TWO_LOCATIONS);
      const byLabel = autoMapping(
        fields,
        fields.map((f) => f.label),
      );
      expect(Object.values(byLabel)).toEqual(fields.map((f) => f.field));
      const byName = autoMapping(
        fields,
        fields.map((f) => f.field.toUpperCase()),
      );
      expect(Object.values(byName)).toEqual(fields.map((f) => f.field));
    }
  });

  it('knows the issue’s synonyms, ignoring case, spaces and punctuation', () => {
    for (const header of ['Item Name', 'Description', 'ITEM NAME', 'item_name', 'description.'])
      expect(mapOne('PRODUCTS', header)).toBe('productName');
    for (const header of ['Selling Price', 'Retail Price', 'SRP', 'S.R.P.', 'selling-price'])
      expect(mapOne('PRODUCTS', header)).toBe('basePrice');
    for (const header of ['Barcode', 'UPC', 'EAN', 'EAN-13', 'bar code']) expect(mapOne('PRODUCTS', header)).toBe('barcodes');
    for (const header of ['Cost', 'Unit Cost', 'unit cost']) expect(mapOne('PRODUCTS', header)).toBe('cost');
    for (const header of ['Qty', 'On Hand', 'Stock', 'QTY.', 'on-hand', 'Quantity'])
      expect(mapOne('OPENING_STOCK', header)).toBe('quantity');
    for (const header of ['Cost', 'Unit Cost']) expect(mapOne('OPENING_STOCK', header)).toBe('unitCost');
    expect(mapOne('CUSTOMERS', 'E-mail')).toBe('email');
    expect(mapOne('SUPPLIERS', 'Payment Terms')).toBe('paymentTermsDays');
    expect(mapOne('OPENING_RECEIVABLES', 'Balance')).toBe('amount');
    expect(mapOne('PRODUCTS', 'Something Else')).toBeUndefined();
  });

  it('reads "Stock: <location>" and "<location> Stock" columns, any case, spacing and punctuation', () => {
    const fields = importFields('PRODUCTS', TWO_LOCATIONS);
    expect(autoMapping(fields, ['stock:main store', 'Bodega Stock'])).toEqual({ 'stock:main store': 'stock:7', 'Bodega Stock': 'stock:9' });
    expect(autoMapping(fields, ['Stock - Main Store', 'STOCK: BODEGA'])).toEqual({
      'Stock - Main Store': 'stock:7',
      'STOCK: BODEGA': 'stock:9',
    });
  });

  it('maps a bare Stock / Qty / On Hand / Quantity column in PRODUCTS only when the shop has one location', () => {
    for (const header of ['Stock', 'Qty', 'On Hand', 'Quantity']) {
      expect(mapOne('PRODUCTS', header, ONE_LOCATION)).toBe('stock:7');
      expect(mapOne('PRODUCTS', header, TWO_LOCATIONS)).toBeUndefined();
      expect(mapOne('PRODUCTS', header, [])).toBeUndefined();
    }
  });

  it('maps each field once: the first column wins', () => {
    const fields = importFields('PRODUCTS', []);
    expect(autoMapping(fields, ['Price', 'Base Price', 'SRP', 'SKU', 'sku'])).toEqual({ Price: 'basePrice', SKU: 'sku' });
  });

  it('takes a header named __proto__ or toString as a header like any other', () => {
    const mapping = autoMapping(importFields('PRODUCTS', []), ['__proto__', 'toString', 'SKU']);
    expect(Object.keys(mapping)).toEqual(['SKU']);
    expect(Object.getPrototypeOf(mapping)).toBeNull();
  });
});
