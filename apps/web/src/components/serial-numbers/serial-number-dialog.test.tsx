import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useConnectivity } from '@/lib/offline/connectivity';
import { newQueryClient } from '@/lib/testing';
import { SerialNumberDialog } from './serial-number-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  useConnectivity.setState({ browserOnline: true, serverReachable: true });
});

describe('serial numbers at an offline terminal', () => {
  it('takes the serial numbers the cashier types or scans, as many as the line needs', async () => {
    useConnectivity.setState({ serverReachable: false });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const onConfirm = vi.fn();
    render(
      <QueryClientProvider client={newQueryClient()}>
        <SerialNumberDialog
          request={{ productId: 7, productName: 'Radio', needed: 2, chosen: [] }}
          locationId={1}
          onConfirm={onConfirm}
          onCancel={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Offline: type or scan each serial number/)).toBeTruthy();
    const box = screen.getByLabelText('Find or scan a serial number');
    await userEvent.type(box, 'RAD-9{Enter}');
    await userEvent.type(box, 'RAD-10{Enter}');
    // A third is not taken: the line needs two.
    await userEvent.type(box, 'RAD-11{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { id: null, serialNumber: 'RAD-9', productId: 7, currentStatus: null },
      { id: null, serialNumber: 'RAD-10', productId: 7, currentStatus: null },
    ]);
  });
});
