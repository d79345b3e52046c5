import { IMPORT_FIELDS, type ImportField } from '@oim/shared/schemas/imports';
import { describe, expect, it } from 'vitest';
import { readCell } from './cells';
import { autoMapping, importFields } from './headers';
import { duplicateErrors, readRow } from './read-row';

const field = (kind: keyof typeof IMPORT_FIELDS, name: string): ImportField => IMPORT_FIELDS[kind].find((f) => f.field === name)!;
const basePrice = field('PRODUCTS', 'basePrice');
const reorderPoint = field('PRODUCTS', 'reorderPoint');
const terms = field('SUPPLIERS', 'paymentTermsDays');
const active = field('PRODUCTS', 'active');
const dueDate = field('OPENING_RECEIVABLES', 'dueDate');
const vatClass = field('PRODUCTS', 'vatClass');
const barcodes = field('PRODUCTS', 'barcodes');
const productName = field('PRODUCTS', 'productName');
const category = field('PRODUCTS', 'category');

const value = (f: ImportField, text: string) => {
  const read = readCell(f, text);
  if (!read.ok) throw new Error(`${text}: ${read.message}`);
  return read.value;
};
const message = (f: ImportField, text: string) => {
  const read = readCell(f, text);
  if (read.ok) throw new Error(`${text} read as ${JSON.stringify(read.value)}`);
  return read.message;
};

describe('money cells', () => {
  it('reads pesos however they are written, as a 2-place decimal string', () => {
    const cases: [string, string][] = [
      ['₱1,234.50', '1234.50'],
      ['PHP 1234.5', '1234.50'],
      ['php1234.5', '1234.50'],
      ['P 12', '12.00'],
      ['Php 12', '12.00'],
      ['1234.50', '1234.50'],
      ['1,234', '1234.00'],
      ['1 234 567.8', '1234567.80'],
      ['₱ 1,234,567.89', '1234567.89'],
      ['1234.50 PHP', '1234.50'],
      ['0', '0.00'],
      ['.5', '0.50'],
      ['007', '7.00'],
      ['89.7500', '89.75'],
      ['999,999,999,999.99', '999999999999.99'],
      ['-0', '0.00'],
    ];
    for (const [text, expected] of cases) expect(value(basePrice, text), text).toBe(expected);
  });

  it('never rounds: 3 decimals is an error naming the field', () => {
    expect(message(basePrice, '12.345')).toBe('Base Price has 3 decimals; money has at most 2.');
    expect(message(basePrice, '₱0.001')).toBe('Base Price has 3 decimals; money has at most 2.');
    expect(message(basePrice, '1234.5650000000001')).toBe('Base Price has 13 decimals; money has at most 2.');
  });

  it('refuses exponents, negatives, out-of-range and non-numbers', () => {
    for (const text of ['1e21', '1E+21', '1.5e3', 'PHP 1e5', '.1e-2'])
      expect(message(basePrice, text), text).toBe(
        'Base Price may not be written with an exponent (such as 1e21); write the number in full.',
      );
    for (const text of ['-5', '(5.00)', '₱-5', '-₱5', '5-', '−12'])
      expect(message(basePrice, text), text).toBe('Base Price may not be negative.');
    expect(message(basePrice, '1,000,000,000,000')).toBe('Base Price may not be more than 999,999,999,999.99.');
    expect(message(basePrice, '99999999999999999999999')).toBe('Base Price may not be more than 999,999,999,999.99.');
    for (const text of ['NaN', 'Infinity', 'abc', '₱', '1.234,50', '12,50', '1,2345', '1..2', '$5', '0x10', '+5', '1/2', '=A1*2', '12 pcs'])
      expect(message(basePrice, text), text).toBe('Base Price must be an amount in pesos, such as 1,234.50.');
  });
});

describe('quantity, integer, boolean, date, enum cells', () => {
  it('reads quantities to 4 places exactly, never rounding', () => {
    expect(value(reorderPoint, '12')).toBe('12');
    expect(value(reorderPoint, '1,234.5000')).toBe('1234.5');
    expect(value(reorderPoint, '0.0001')).toBe('0.0001');
    expect(message(reorderPoint, '0.00001')).toBe('Reorder Point has 5 decimals; a quantity has at most 4.');
    expect(message(reorderPoint, '1e21')).toMatch(/exponent/);
    expect(message(reorderPoint, '-1')).toBe('Reorder Point may not be negative.');
    expect(message(reorderPoint, '10000000000')).toBe('Reorder Point may not be more than 9,999,999,999.9999.');
    expect(message(reorderPoint, '₱12')).toBe('Reorder Point must be a number, such as 12 or 2.5.');
  });

  it('reads whole numbers', () => {
    expect(value(terms, '30')).toBe(30);
    expect(value(terms, '30.00')).toBe(30);
    expect(value(terms, '1,000')).toBe(1000);
    expect(message(terms, '30.5')).toBe('Payment Terms (Days) must be a whole number.');
    expect(message(terms, '30 days')).toBe('Payment Terms (Days) must be a whole number.');
    expect(message(terms, '1e3')).toBe('Payment Terms (Days) must be a whole number.');
    expect(message(terms, '-1')).toBe('Payment Terms (Days) may not be negative.');
    expect(message(terms, '2147483648')).toBe('Payment Terms (Days) may not be more than 2,147,483,647.');
  });

  it('reads yes and no in the usual words, any case', () => {
    for (const text of ['yes', 'Y', 'TRUE', 'true', '1', 'Active', 'ACTIVE']) expect(value(active, text), text).toBe(true);
    for (const text of ['no', 'N', 'FALSE', '0', 'Inactive', 'inactive']) expect(value(active, text), text).toBe(false);
    for (const text of ['maybe', '2', 'oo', 'hindi']) expect(message(active, text)).toBe('Active must be Yes or No.');
  });

  it('reads ISO and month-first dates, real calendar days only', () => {
    expect(value(dueDate, '2026-10-15')).toBe('2026-10-15');
    expect(value(dueDate, '2026-1-5')).toBe('2026-01-05');
    expect(value(dueDate, '10/15/2026')).toBe('2026-10-15');
    expect(value(dueDate, '3/4/2026')).toBe('2026-03-04');
    expect(value(dueDate, '2028-02-29')).toBe('2028-02-29');
    expect(value(dueDate, '2026-10-15 00:00:00')).toBe('2026-10-15');
    expect(value(dueDate, '10/15/2026 1:30 PM')).toBe('2026-10-15');
    expect(message(dueDate, '02/30/2026')).toBe('Due Date 2026-02-30 is not a calendar date.');
    expect(message(dueDate, '2027-02-29')).toBe('Due Date 2027-02-29 is not a calendar date.');
    expect(message(dueDate, '15/10/2026')).toBe('Due Date 2026-15-10 is not a calendar date.');
    expect(message(dueDate, '0026-01-01')).toMatch(/is not a calendar date/);
    for (const text of ['Oct 15, 2026', '15-10-2026', '46310', '2026/10/15', 'tomorrow'])
      expect(message(dueDate, text), text).toBe('Due Date must be a date such as 2026-10-15 or 10/15/2026.');
  });

  it('reads enums ignoring case, spaces and punctuation', () => {
    expect(value(vatClass, 'VAT Exempt')).toBe('VAT_EXEMPT');
    expect(value(vatClass, 'vat-exempt')).toBe('VAT_EXEMPT');
    expect(value(vatClass, 'Zero Rated')).toBe('ZERO_RATED');
    expect(value(vatClass, 'vatable')).toBe('VATABLE');
    expect(message(vatClass, 'VAT')).toBe('VAT Class must be one of VATABLE, VAT EXEMPT, ZERO RATED.');
    expect(message(vatClass, '--')).toBe('VAT Class must be one of VATABLE, VAT EXEMPT, ZERO RATED.');
  });
});

describe('text, name and list cells', () => {
  it('keeps formula-like text as written: it is only ever text', () => {
    for (const text of ['=HYPERLINK("http://evil.example","click")', '+63 917 123 4567', '-SALE-', '@SUM(A1:A9)', "=cmd|' /C calc'!A0"]) {
      expect(value(productName, text)).toBe(text);
      expect(value(category, text)).toBe(text);
    }
  });

  it('refuses control characters, but keeps tabs and line breaks', () => {
    for (const text of ['A\u0000B', 'A\uFFFDB', 'bell\u0007', 'esc\u001b[31m', 'del\u007f'])
      expect(message(productName, text), JSON.stringify(text)).toBe('Product Name contains a control character.');
    expect(value(productName, 'Line 1\r\nLine 2\tend')).toBe('Line 1\r\nLine 2\tend');
  });

  it('counts characters, not UTF-16 units, against the field’s longest', () => {
    expect(value(productName, 'x'.repeat(255))).toHaveLength(255);
    expect(message(productName, 'x'.repeat(256))).toBe('Product Name may not be longer than 255 characters.');
    expect(message(productName, 'x'.repeat(10_000))).toBe('Product Name may not be longer than 255 characters.');
    expect(value(productName, '😀'.repeat(255))).toBe('😀'.repeat(255));
  });

  it('splits lists on commas and semicolons, dropping blanks and repeats', () => {
    expect(value(barcodes, '4800888123456')).toEqual(['4800888123456']);
    expect(value(barcodes, ' 4800888123456 ; 4800888123463,, 4800888123456 ;')).toEqual(['4800888123456', '4800888123463']);
    expect(value(barcodes, ' ; , ')).toBeUndefined();
    expect(message(barcodes, `ok, ${'9'.repeat(65)}`)).toBe('Barcodes: each value may not be longer than 64 characters.');
    expect(message(barcodes, 'A\u0000')).toBe('Barcodes contains a control character.');
    expect(message(barcodes, '4.80089E+12')).toBe(
      'Barcodes: 4.80089E+12 is a number Excel shortened to an exponent; format the column as Text and save the file again.',
    );
  });
});

describe('readRow', () => {
  const locations = [{ id: 7, locationName: 'Main Store' }];
  const fields = importFields('PRODUCTS', locations);
  const columns = ['Item Code', 'Item Name', 'SRP', 'Barcode', 'Unused', 'Stock: Main Store', 'VAT', 'Active'];
  const mapping = autoMapping(fields, columns);

  it('reads each mapped cell as its type; blanks and unmapped columns are absent', () => {
    expect(mapping).toEqual({
      'Item Code': 'sku',
      'Item Name': 'productName',
      SRP: 'basePrice',
      Barcode: 'barcodes',
      'Stock: Main Store': 'stock:7',
      VAT: 'vatClass',
      Active: 'active',
    });
    const row = readRow(fields, columns, mapping, [
      'SHMP-200',
      'Shampoo 200 mL',
      '₱89.75',
      '4800888123456;4800888123463',
      'junk\u0000',
      '24.5',
      'VAT Exempt',
      '',
    ]);
    expect(row).toEqual({
      values: {
        sku: 'SHMP-200',
        productName: 'Shampoo 200 mL',
        basePrice: '89.75',
        barcodes: ['4800888123456', '4800888123463'],
        'stock:7': '24.5',
        vatClass: 'VAT_EXEMPT',
      },
      errors: [],
    });
  });

  it('reports each bad cell with its column and field, and keeps the good ones', () => {
    const row = readRow(fields, columns, mapping, ['', 'x'.repeat(10_000), '1e21', '', '', '1.23456', 'maybe', 'perhaps']);
    expect(row.values).toEqual({});
    expect(row.errors).toEqual([
      { column: 'Item Code', field: 'sku', message: 'SKU is required.' },
      { column: 'Item Name', field: 'productName', message: 'Product Name may not be longer than 255 characters.' },
      {
        column: 'SRP',
        field: 'basePrice',
        message: 'Base Price may not be written with an exponent (such as 1e21); write the number in full.',
      },
      { column: 'Stock: Main Store', field: 'stock:7', message: 'Stock: Main Store has 5 decimals; a quantity has at most 4.' },
      { column: 'VAT', field: 'vatClass', message: 'VAT Class must be one of VATABLE, VAT EXEMPT, ZERO RATED.' },
      { column: 'Active', field: 'active', message: 'Active must be Yes or No.' },
    ]);
  });

  it('a hostile row: NUL bytes, a 10,000-character name, 1e21, 3-decimal money and formula text', () => {
    const row = readRow(fields, columns, mapping, ['SK\u0000U', 'n'.repeat(10_000), '1e21', '=HYPERLINK("http://x")', '', '', '', '']);
    expect(row.values).toEqual({ barcodes: ['=HYPERLINK("http://x")'] });
    expect(row.errors.map((e) => e.message)).toEqual([
      'SKU contains a control character.',
      'Product Name may not be longer than 255 characters.',
      'Base Price may not be written with an exponent (such as 1e21); write the number in full.',
    ]);
    expect(readRow(fields, columns, mapping, ['A', 'B', '12.345', '', '', '', '', '']).errors).toEqual([
      { column: 'SRP', field: 'basePrice', message: 'Base Price has 3 decimals; money has at most 2.' },
    ]);
  });

  it('a required field no column maps to is an error on every row, with no column', () => {
    const partial = autoMapping(fields, ['Item Code', 'SRP']);
    const row = readRow(fields, ['Item Code', 'SRP'], partial, ['A', '1']);
    expect(row).toEqual({
      values: { sku: 'A', basePrice: '1.00' },
      errors: [{ column: null, field: 'productName', message: 'No column is mapped to Product Name.' }],
    });
  });

  it('ignores mapping entries naming no column or no field, and refuses a field mapped twice', () => {
    const hand = { 'Item Code': 'sku', 'Item Name': 'productName', Nope: 'basePrice', SRP: 'noSuchField', Unused: 'sku', toString: 'sku' };
    const row = readRow(fields, columns, hand, ['A', 'B', '1', '', 'C', '', '', '']);
    expect(row).toEqual({
      values: { sku: 'A', productName: 'B' },
      errors: [{ column: 'Unused', field: 'sku', message: 'SKU is mapped to two columns, Item Code and Unused.' }],
    });
  });

  it('tolerates a row shorter than the columns', () => {
    expect(readRow(fields, columns, mapping, ['A', 'B'])).toEqual({ values: { sku: 'A', productName: 'B' }, errors: [] });
  });
});

describe('duplicateErrors', () => {
  const rows = (values: Record<string, unknown>[]) => values.map((v, i) => ({ rowNumber: i + 2, values: v }));

  it('PRODUCTS: a SKU given twice (any case) is an error on the second and later rows, naming the first', () => {
    const errors = duplicateErrors(
      'PRODUCTS',
      rows([{ sku: 'A-1' }, {}, { sku: 'SHMP-200' }, { sku: 'shmp-200' }, { sku: 'B' }, { sku: 'SHMP-200' }]),
      { 'Item Code': 'sku' },
    );
    expect([...errors]).toEqual([
      [5, [{ row: 5, column: 'Item Code', field: 'sku', message: 'SKU shmp-200 is also on row 4.' }]],
      [7, [{ row: 7, column: 'Item Code', field: 'sku', message: 'SKU SHMP-200 is also on row 4.' }]],
    ]);
    expect(duplicateErrors('PRODUCTS', rows([{ sku: 'A' }, { sku: 'A ' }]))).toEqual(new Map());
  });

  it('CUSTOMERS and SUPPLIERS: names ignoring case and spaces', () => {
    const customers = duplicateErrors('CUSTOMERS', rows([{ customerName: 'Dela Cruz Hardware' }, { customerName: 'dela cruz  HARDWARE' }]));
    expect(customers.get(3)).toEqual([
      { row: 3, column: null, field: 'customerName', message: 'Customer dela cruz  HARDWARE is also on row 2.' },
    ]);
    const suppliers = duplicateErrors(
      'SUPPLIERS',
      rows([{ supplierName: 'Unilever' }, { supplierName: 'UNILEVER' }, { supplierName: 'Nestle' }]),
    );
    expect([...suppliers.keys()]).toEqual([3]);
  });

  it('OPENING_STOCK: the same SKU at the same location', () => {
    const errors = duplicateErrors(
      'OPENING_STOCK',
      rows([{ sku: 'A', location: 'Main Store' }, { sku: 'A', location: 'Bodega' }, { sku: 'a', location: 'main  store' }, { sku: 'A' }]),
    );
    expect([...errors]).toEqual([[4, [{ row: 4, column: null, field: 'sku', message: 'SKU a at main  store is also on row 2.' }]]]);
  });

  it('opening balances have no key: two balances of one customer are fine', () => {
    const balance = { customer: 'Dela Cruz', amount: '100.00' };
    expect(duplicateErrors('OPENING_RECEIVABLES', rows([balance, balance]))).toEqual(new Map());
    expect(
      duplicateErrors(
        'OPENING_PAYABLES',
        rows([
          { supplier: 'X', amount: '1.00' },
          { supplier: 'X', amount: '1.00' },
        ]),
      ),
    ).toEqual(new Map());
  });
});
