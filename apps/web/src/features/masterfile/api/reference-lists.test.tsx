import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useUnitClassOptions } from '@/lib/reference-data/units';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import { useCreatePaymentType } from './create-payment-type';
import { useCreateStockLocation } from './create-stock-location';
import { useCreateUnitClass } from './create-unit-class';
import { useDeletePaymentType } from './delete-payment-type';
import { useDeleteStockLocation } from './delete-stock-location';
import { useDeleteUnitClass } from './delete-unit-class';
import { useUpdatePaymentType } from './update-payment-type';
import { useUpdateStockLocation } from './update-stock-location';
import { useUpdateUnitClass } from './update-unit-class';

type Row = { id: number; name: string };
type Mutation = UseMutationResult<unknown, Error, never>;

/** A masterfile list the other screens pick from, and the masterfile mutations that change it. */
type Case = {
  resource: string;
  useOptions: () => UseQueryResult<Row[]>;
  useCreate: () => unknown;
  useUpdate: () => unknown;
  useDelete: () => unknown;
};

const cases: [string, Case][] = [
  [
    'payment types',
    {
      resource: 'masterfile/payment-types',
      useOptions: usePaymentTypeOptions,
      useCreate: useCreatePaymentType,
      useUpdate: useUpdatePaymentType,
      useDelete: useDeletePaymentType,
    },
  ],
  [
    'stock locations',
    {
      resource: 'masterfile/stock-locations',
      useOptions: useStockLocationOptions,
      useCreate: useCreateStockLocation,
      useUpdate: useUpdateStockLocation,
      useDelete: useDeleteStockLocation,
    },
  ],
  [
    'unit classes',
    {
      resource: 'masterfile/unit-classes',
      useOptions: useUnitClassOptions,
      useCreate: useCreateUnitClass,
      useUpdate: useUpdateUnitClass,
      useDelete: useDeleteUnitClass,
    },
  ],
];

/** The list as a select elsewhere shows it, beside buttons that run the masterfile mutations. */
function Harness({ useOptions, useCreate, useUpdate, useDelete }: Case) {
  const options = useOptions();
  const create = useCreate() as Mutation;
  const update = useUpdate() as Mutation;
  const remove = useDelete() as Mutation;
  return (
    <>
      <output aria-label="Options">{(options.data ?? []).map((r) => r.name).join(', ')}</output>
      <button onClick={() => create.mutate({ name: 'Gift Check' } as never)}>Create</button>
      <button onClick={() => update.mutate({ id: 1, body: { name: 'Cash on hand' } } as never)}>Update</button>
      <button onClick={() => remove.mutate(2 as never)}>Delete</button>
    </>
  );
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a masterfile change to a list other screens pick from', () => {
  it.each(cases)('%s: create, update and delete refresh the one shared list', async (_name, config) => {
    let rows: Row[] = [
      { id: 1, name: 'Cash' },
      { id: 2, name: 'GCash' },
    ];
    fakeApi((r) => {
      if (r.path === config.resource && r.method === 'GET') return { body: paged(rows) };
      if (r.path === config.resource && r.method === 'POST') {
        rows = [...rows, { id: 3, ...(r.body as { name: string }) }];
        return { status: 201, body: { data: rows.at(-1) } };
      }
      if (r.path === `${config.resource}/1` && r.method === 'PUT') {
        rows = rows.map((row) => (row.id === 1 ? { ...row, ...(r.body as { name: string }) } : row));
        return { body: { data: rows[0] } };
      }
      if (r.path === `${config.resource}/2` && r.method === 'DELETE') {
        rows = rows.filter((row) => row.id !== 2);
        return { body: { message: 'Deleted successfully.' } };
      }
      return undefined;
    });
    renderWithProviders(<Harness {...config} />);
    const user = userEvent.setup();
    const shown = () => screen.getByRole('status', { name: 'Options' }).textContent;
    await waitFor(() => expect(shown()).toBe('Cash, GCash'));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(shown()).toBe('Cash, GCash, Gift Check'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(shown()).toBe('Cash on hand, GCash, Gift Check'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown()).toBe('Cash on hand, Gift Check'));
  });
});
