import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PosTerminal } from '@/lib/reference-data/pos-terminals';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { PosTerminalDialog, SERIES_FIXED_NOTE } from './pos-terminal-dialog';

const terminal: PosTerminal = {
  id: 7,
  salesChannelId: 1,
  terminalName: 'Counter 1',
  machineIdentificationNumber: null,
  serialNumber: null,
  permitToUseNumber: null,
  accreditationNumber: null,
  invoicePrefix: 'C1-',
  nextInvoiceNumber: 36,
  isActive: true,
  hasIssuedInvoices: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let requests: FakeRequest[];
const readOnly = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).readOnly;

function open(record: PosTerminal) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'sales/sales-channels') return { body: { data: [{ id: 1, name: 'Main store' }] } };
      if (r.method === 'PUT') return { body: { message: 'Updated successfully.', data: record } };
      return { body: { data: [] } };
    },
    { permissions: ['Manage Terminals'] },
  );
  renderWithProviders(<PosTerminalDialog open record={record} onClose={() => undefined} />);
  return userEvent.setup();
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the terminal form', () => {
  it('lets a terminal that has issued nothing choose its invoice series', async () => {
    open(terminal);
    expect(readOnly('Invoice Prefix')).toBe(false);
    expect(readOnly('Next Invoice Number')).toBe(false);
    expect(screen.queryByText(SERIES_FIXED_NOTE)).toBeNull();
  });

  it('shows the series of a terminal that has issued invoices read-only, says why, and does not send it back', async () => {
    const user = open({ ...terminal, hasIssuedInvoices: true });
    expect(readOnly('Invoice Prefix')).toBe(true);
    expect(readOnly('Next Invoice Number')).toBe(true);
    expect(screen.getByText(SERIES_FIXED_NOTE)).toBeTruthy();

    const name = screen.getByLabelText(/Terminal Name/);
    await user.clear(name);
    await user.type(name, 'Counter One');
    await user.click(screen.getByRole('button', { name: /save|update/i }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ terminalName: 'Counter One' });
    expect(sent).not.toHaveProperty('invoicePrefix');
    expect(sent).not.toHaveProperty('nextInvoiceNumber');
  });
});
