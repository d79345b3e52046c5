import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SalesOrderItem } from '../types';
import { DocumentLinesTable } from './document-lines-table';

const line = (id: number, price: number, changed: { list: number; by: string } | null): SalesOrderItem => ({
  id,
  salesOrderId: 1,
  bundleParentId: null,
  lineNumber: id,
  productId: id,
  sku: `SKU-${id}`,
  productName: `Product ${id}`,
  productType: 'SERVICE',
  orderedQuantity: 1,
  orderedUomId: 1,
  orderedUnit: 'piece',
  baseQuantity: 1,
  orderedUnitPrice: price,
  listUnitPrice: changed?.list ?? price,
  priceChangedBy: changed ? 9 : null,
  priceChangedOffline: false,
  priceChangedByUser: changed ? { id: 9, firstname: 'Ana', lastname: 'Cruz', displayName: changed.by } : null,
  grossAmount: price,
  lineTotal: price,
  appliedDiscounts: [],
  bundleModifications: [],
  serialNumbers: [],
  commissionTemplateId: null,
  commissionUserId: null,
  commissionAmount: null,
  vatClass: 'VATABLE',
  vatAmount: 0,
  specialDiscountAmount: 0,
  specialVatRemoved: 0,
  specialDiscountClass: null,
});

afterEach(cleanup);

describe('a document line sold at another price', () => {
  it('shows the list price and who changed it; a line at its list price shows neither', () => {
    render(<DocumentLinesTable lines={[line(1, 100, null), line(2, 0.01, { list: 100, by: 'Ana' })]} />);
    expect(screen.getAllByText(/List ₱/)).toHaveLength(1);
    expect(screen.getByText('List ₱100.00 · changed by Ana')).toBeTruthy();
  });
});
