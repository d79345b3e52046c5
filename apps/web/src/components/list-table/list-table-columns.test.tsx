import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { cellContent, valueAtPath } from './list-table-columns';
import type { ListColumn } from './list-table-types';

type Row = Record<string, unknown>;
const cell = (column: ListColumn<Row>, row: Row) => {
  const { container } = render(<>{cellContent(column, row)}</>);
  return container;
};

afterEach(cleanup);

describe('list table cells', () => {
  it('show dates as medium dates, and nothing for a missing one', () => {
    expect(
      cell({ field: 'salesOrderDate', header: 'Date', type: 'date' }, { salesOrderDate: '2026-11-02T08:30:00+08:00' }).textContent,
    ).toMatch(/^Nov \d, 2026$/);
    expect(cell({ field: 'salesOrderDate', header: 'Date', type: 'date' }, { salesOrderDate: null }).textContent).toBe('');
  });

  it('show currency in pesos with 2 decimals, and enums by their label', () => {
    expect(cell({ field: 'netTotal', header: 'Net', type: 'currency' }, { netTotal: '1234567.5' }).textContent).toBe('₱1,234,567.50');
    const status = { field: 'status', header: 'Status', type: 'enum', enumLabels: { IN_STOCK: 'In stock' } } as const;
    expect(cell(status, { status: 'IN_STOCK' }).textContent).toBe('In stock');
    expect(cell(status, { status: 'SOLD' }).textContent).toBe('SOLD');
  });

  it('follow a relation path, leaving the cell empty when a link is missing', () => {
    const column: ListColumn<Row> = { field: 'channel', header: 'Channel', type: 'relation', path: 'salesChannel.name' };
    expect(cell(column, { salesChannel: { name: 'Main Store' } }).textContent).toBe('Main Store');
    expect(cell(column, { salesChannel: null }).textContent).toBe('');
    expect(valueAtPath({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
  });

  it('show booleans as YES/NO and images as thumbnails', () => {
    expect(cell({ field: 'isActive', header: 'Active', type: 'boolean' }, { isActive: false }).textContent).toBe('NO');
    const img = cell(
      { field: 'image', header: 'Photo', type: 'image' },
      { image: { urls: { thumb: '/media/1/thumb.jpg' } } },
    ).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/1/thumb.jpg');
  });

  it('keep the markup of html cells but drop scripts, handlers and javascript links', () => {
    const html = cell(
      { field: 'note', header: 'Note', type: 'html' },
      { note: '<p>Paid <strong>in full</strong></p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">link</a>' },
    );
    expect(html.querySelector('strong')?.textContent).toBe('in full');
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('[onclick]')).toBeNull();
    expect(html.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });
});
