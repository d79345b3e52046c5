import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { CancelDialog } from './cancel-dialog';

let requests: FakeRequest[];
let closed: boolean;

function open() {
  closed = false;
  requests = fakeApi(
    (r) => {
      if (r.method !== 'DELETE' || r.path !== 'service/service-orders/5') return undefined;
      const reason = (r.body as { reason?: string } | undefined)?.reason ?? '';
      if (reason.trim() === '')
        return {
          status: 422,
          body: { message: 'Give the reason.', errors: { reason: ['Give the reason for cancelling the job order.'] } },
        };
      return { body: { message: 'Job order cancelled successfully.', data: { id: 5, status: 'CANCELLED' } } };
    },
    { permissions: ['Delete Job Order'] },
  );
  renderWithProviders(
    <CancelDialog
      order={{ id: 5, serviceOrderNumber: 'JO-000005' }}
      onClose={() => {
        closed = true;
      }}
    />,
  );
  return userEvent.setup();
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('cancelling a job order', () => {
  it('asks for the reason first and sends nothing without one', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Cancel Job Order' }));
    expect(await screen.findByText('Give the reason for cancelling the job order.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(closed).toBe(false);
  });

  it('sends the reason with the DELETE, which cancels the order, and closes', async () => {
    const user = open();
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), '  Customer bought a new phone ');
    await user.click(screen.getByRole('button', { name: 'Cancel Job Order' }));
    await waitFor(() => expect(closed).toBe(true));
    const sent = requests.filter((r) => r.method === 'DELETE');
    expect(sent.map((r) => r.body)).toEqual([{ reason: 'Customer bought a new phone' }]);
  });
});
