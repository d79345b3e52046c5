import { describe, expect, it } from 'vitest';
import { parseListQuery } from './list-query';

describe('reading a list query', () => {
  it('reads filters with their comparisons (eq by default), sorts, relations and paging', () => {
    const result = parseListQuery({
      customerName: 'Juan',
      'createdAt[between]': '2026-01-01,2026-01-31',
      'city[LIKE]': 'mak',
      sort: 'customerName,desc|id,asc',
      relations: 'defaultPaymentType|users.roles',
      page: '2',
      pageSize: '20',
      globalFilter: '  rizal ',
      timezone: 'Asia/Manila',
    });
    expect(result).toEqual({
      ok: true,
      query: {
        filters: [
          { column: 'customerName', comparison: 'eq', value: 'Juan' },
          { column: 'createdAt', comparison: 'between', value: '2026-01-01,2026-01-31' },
          { column: 'city', comparison: 'like', value: 'mak' },
        ],
        sorts: [
          { column: 'customerName', direction: 'desc' },
          { column: 'id', direction: 'asc' },
        ],
        relations: ['defaultPaymentType', 'users.roles'],
        page: 2,
        pageSize: 20,
        globalFilter: 'rizal',
        timezone: 'Asia/Manila',
      },
    });
  });

  it('defaults to page 1 of 50 and takes limit as the page size', () => {
    expect(parseListQuery({})).toMatchObject({ ok: true, query: { page: 1, pageSize: 50 } });
    expect(parseListQuery({ limit: '1000' })).toMatchObject({ ok: true, query: { pageSize: 1000 } });
  });

  it.each([
    [{ pageSize: '1001' }, 'pageSize'],
    [{ pageSize: '1000000000' }, 'pageSize'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '2.5' }, 'page'],
    [{ sort: 'name,up' }, 'sort'],
    [{ sort: 'a,asc,extra' }, 'sort'],
    [{ 'name[regex]': 'x' }, 'name[regex]'],
    [{ 'name]': 'x' }, 'name]'],
    [{ 'na me': 'x' }, 'na me'],
    [{ "name'; drop table x;--": 'x' }, "name'; drop table x;--"],
  ])('refuses %o naming %s', (params, key) => {
    const result = parseListQuery(params);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([key]);
  });
});
