import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@oim/shared/schemas/imports';
import { fieldChoices, fileProblem, remap, shownValue } from './import-kinds';

describe('the import screen’s rules', () => {
  it('offers a stock column per location for products only', () => {
    const locations = [
      { id: 4, name: 'Main Store' },
      { id: 9, name: 'Bodega' },
    ];
    const products = fieldChoices('PRODUCTS', locations);
    expect(products.slice(-2)).toEqual([
      { field: 'stock:4', label: 'Stock: Main Store', required: false },
      { field: 'stock:9', label: 'Stock: Bodega', required: false },
    ]);
    expect(products.find((c) => c.field === 'sku')?.required).toBe(true);
    expect(fieldChoices('CUSTOMERS', locations).some((c) => c.field.startsWith('stock:'))).toBe(false);
  });

  it('maps a field to one column: the column that had it is left out', () => {
    const columns = ['Code', 'Item Desc', 'SRP'];
    expect(remap({ Code: 'sku', SRP: 'basePrice' }, columns, 'Item Desc', 'productName')).toEqual({
      Code: 'sku',
      'Item Desc': 'productName',
      SRP: 'basePrice',
    });
    expect(remap({ Code: 'sku', SRP: 'basePrice' }, columns, 'Item Desc', 'sku')).toEqual({
      Code: null,
      'Item Desc': 'sku',
      SRP: 'basePrice',
    });
    expect(remap({ Code: 'sku', SRP: 'basePrice' }, columns, 'SRP', null)).toEqual({ Code: 'sku', 'Item Desc': null, SRP: null });
  });

  it('takes .csv and .xlsx files up to 20 MB, and nothing else', () => {
    expect(fileProblem({ name: 'items.CSV', size: 10 }, IMPORT_MAX_BYTES)).toBeNull();
    expect(fileProblem({ name: 'items.xlsx', size: IMPORT_MAX_BYTES }, IMPORT_MAX_BYTES)).toBeNull();
    expect(fileProblem({ name: 'items.xlsx', size: IMPORT_MAX_BYTES + 1 }, IMPORT_MAX_BYTES)).toBe('The file is larger than 20 MB.');
    expect(fileProblem({ name: 'items.xls', size: 10 }, IMPORT_MAX_BYTES)).toBe('Choose a .csv or .xlsx file.');
    expect(fileProblem({ name: 'items.csv.exe', size: 10 }, IMPORT_MAX_BYTES)).toBe('Choose a .csv or .xlsx file.');
    expect(fileProblem({ name: 'empty.csv', size: 0 }, IMPORT_MAX_BYTES)).toBe('The file is empty.');
  });

  it('shows a preview value as text', () => {
    expect(shownValue(['4800888123456', '4800888123463'])).toBe('4800888123456, 4800888123463');
    expect(shownValue(false)).toBe('No');
    expect(shownValue('1234.50')).toBe('1234.50');
    expect(shownValue(undefined)).toBe('');
  });
});
