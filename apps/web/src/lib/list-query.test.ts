import { describe, expect, it } from 'vitest';
import { encodeTableFilter } from './list-query';

const zone = { timezone: 'Asia/Manila', timezoneOffset: -480 };
const decode = (params: URLSearchParams) => Object.fromEntries(params.entries());

describe('encoding a table filter into the list query', () => {
  it('uses like for text, eq for numbers, yyyy-MM-dd for dates and between for a date range', () => {
    const params = encodeTableFilter({
      columnFilters: [
        { column: 'customerName', value: 'juan', type: 'text' },
        { column: 'customerId', value: 5, type: 'number' },
        { column: 'salesOrderDate', value: new Date(2026, 10, 2), type: 'date' },
        { column: 'createdAt', value: [new Date(2026, 0, 1), new Date(2026, 0, 31)], type: 'date' },
        { column: 'status', value: ['OPEN', 'PAID'], type: 'enum' },
      ],
      metadata: zone,
    });
    expect(decode(params)).toEqual({
      'customerName[like]': 'juan',
      customerId: '5',
      salesOrderDate: '2026-11-02',
      'createdAt[between]': '2026-01-01,2026-01-31',
      'status[in]': 'OPEN,PAID',
      timezone: 'Asia/Manila',
      timezoneOffset: '-480',
    });
  });

  it('leaves out empty values and sends only sorts with both column and direction', () => {
    const params = encodeTableFilter({
      columnFilters: [
        { column: 'a', value: '', type: 'text' },
        { column: 'b', value: null },
        { column: 'c', value: [] },
        { column: 'd', value: 0, type: 'number' },
      ],
      sort: { column: 'customerName', direction: '' },
      sorts: [{ column: 'salesOrderDate', direction: 'desc' }, { direction: 'asc' }, { column: 'id', direction: 'asc' }],
      relations: ['customer', 'paymentTerms.paymentType'],
      pagination: { page: 2, pageSize: 15 },
      globalFilter: '  ',
      metadata: zone,
    });
    expect(decode(params)).toEqual({
      d: '0',
      sort: 'salesOrderDate,desc|id,asc',
      relations: 'customer|paymentTerms.paymentType',
      page: '2',
      pageSize: '15',
      timezone: 'Asia/Manila',
      timezoneOffset: '-480',
    });
  });

  it('turns Period From / Period To into a day range on the period column', () => {
    expect(
      decode(
        encodeTableFilter({ periodColumn: 'salesOrderDate', periodFrom: '2026-11-01', periodTo: new Date(2026, 10, 22), metadata: zone }),
      )['salesOrderDate[between]'],
    ).toBe('2026-11-01,2026-11-22');
    expect(
      decode(encodeTableFilter({ periodColumn: 'salesOrderDate', periodFrom: '2026-11-01', metadata: zone }))['salesOrderDate[gte]'],
    ).toBe('2026-11-01');
  });

  it('sends the price and stocks filters only with their allowed values', () => {
    expect(decode(encodeTableFilter({ priceFilter: 'with_price', stocksFilter: 'without_stocks', metadata: zone }))).toMatchObject({
      priceFilter: 'with_price',
      stocksFilter: 'without_stocks',
    });
    const ignored = decode(encodeTableFilter({ priceFilter: 'cheap', stocksFilter: 'lots', metadata: zone }));
    expect(ignored.priceFilter).toBeUndefined();
    expect(ignored.stocksFilter).toBeUndefined();
  });
});
