import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeAnswer } from '@/lib/testing';
import { useSupplier } from '../api/get-supplier';
import PurchaseOrderFormPage from './purchase-order-form-page';

/*
 * A slow line: the new order's look-ups (its supplier from ?supplierId=, the stock locations) answer
 * after the user has already picked. The form opens at once, and a late answer fills only what the
 * user has not picked: it never overwrites a pick.
 */

const pacific = { id: 3, supplierName: 'Pacific Hardware' };
const visayas = { id: 7, supplierName: 'Visayas Traders' };

/** An answer held back until released. */
function held() {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  return { release, answer: async (answer: FakeAnswer) => (await released, answer) };
}

let supplierAnswer: ReturnType<typeof held>;
let locationsAnswer: ReturnType<typeof held>;

/** Shows once the order's supplier look-up has answered (the page re-renders with it in the same render). */
function SupplierAnswered() {
  return useSupplier(3).data ? <span data-testid="supplier-answered" hidden /> : null;
}

function open(route: string) {
  fakeApi(
    (r) => {
      if (r.path === 'masterfile/suppliers/3') return supplierAnswer.answer({ body: { data: { ...pacific, isActive: true } } });
      if (r.path === 'masterfile/suppliers') return { body: paged([pacific, visayas]) };
      if (r.path === 'masterfile/stock-locations')
        return locationsAnswer.answer({ body: paged([{ id: 1, name: 'Main Store', code: 'MAIN', isActive: true }]) });
      return undefined;
    },
    { permissions: ['Create Purchase Orders'] },
  );
  renderWithProviders(
    <>
      <PurchaseOrderFormPage />
      <SupplierAnswered />
    </>,
    { route, path: '/purchasing/purchase-orders/new' },
  );
  return userEvent.setup();
}

const supplierField = () => screen.getByRole('combobox', { name: 'Supplier' }) as HTMLInputElement;
const locationField = () => screen.getByRole('combobox', { name: 'Receiving Location' });

beforeEach(() => {
  signInForTests();
  supplierAnswer = held();
  locationsAnswer = held();
});
afterEach(() => {
  supplierAnswer.release();
  locationsAnswer.release();
  cleanup();
  vi.unstubAllGlobals();
});

describe('a new purchase order on a slow line', () => {
  it('keeps the supplier and location picked before the look-ups answered', async () => {
    const user = open('/purchasing/purchase-orders/new?supplierId=3');
    // Open before its supplier is known: the user picks another one.
    await screen.findByRole('form', { name: 'New purchase order' });
    fireEvent.mouseDown(supplierField());
    await user.click(await screen.findByRole('option', { name: visayas.supplierName }));
    expect(supplierField().value).toBe(visayas.supplierName);

    // The locations answer while the supplier is still on its way; the user picks one.
    locationsAnswer.release();
    fireEvent.mouseDown(locationField());
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Main Store' }));
    await waitFor(() => expect(locationField().textContent).toBe('Main Store'));

    // Then the supplier of the address answers: it does not replace the pick.
    supplierAnswer.release();
    await screen.findByTestId('supplier-answered');
    expect(supplierField().value).toBe(visayas.supplierName);
    expect(locationField().textContent).toBe('Main Store');
  });

  it('fills the supplier of the address when it answers, if none was picked meanwhile', async () => {
    open('/purchasing/purchase-orders/new?supplierId=3');
    await screen.findByRole('form', { name: 'New purchase order' });
    expect(supplierField().value).toBe('');
    supplierAnswer.release();
    await screen.findByTestId('supplier-answered');
    await waitFor(() => expect(supplierField().value).toBe(pacific.supplierName));
  });
});
