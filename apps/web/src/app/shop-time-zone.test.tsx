import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import ServiceOrderDetailsPage from '@/features/service/pages/service-order-details-page';
import { presetRange } from '@/features/dashboard/components/period-picker';
import { dayText, shopToday } from '@/lib/days';
import { encodeTableFilter } from '@/lib/list-query';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { setShopTimeZone, SHOP_TIME_ZONE_STORAGE_KEY, useShopTimeZone } from '@/lib/shop-time-zone';
import { fakeApi, newQueryClient, signInForTests } from '@/lib/testing';
import { RootLayout } from './root-layout';

// The browser is in New York; the shop keeps its own zone. 00:00 UTC is 7:00 PM the evening before
// in New York, 8:00 AM in Manila (the default) and 9:00 AM in Tokyo.
const RECEIVED = '2026-11-28T00:00:00.000Z';
const browserZone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
});
beforeEach(() => {
  localStorage.removeItem(SHOP_TIME_ZONE_STORAGE_KEY);
  useShopTimeZone.setState({ timeZone: 'Asia/Manila' });
  signInForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("times on screens are the shop's, not the browser's", () => {
  it('formats instants in the shop zone and leaves calendar days alone', () => {
    expect(new Date(RECEIVED).getHours()).toBe(19); // the browser really is in New York
    expect(formatDateTime(RECEIVED)).toBe('Nov 28, 2026 8:00 AM');
    expect(formatTime(RECEIVED)).toBe('8:00 AM');
    expect(formatDate(RECEIVED)).toBe('Nov 28, 2026');
    expect(formatDate('2026-11-28')).toBe('Nov 28, 2026');
    expect(encodeTableFilter({}).get('timezone')).toBe('Asia/Manila');

    setShopTimeZone('Asia/Tokyo');
    expect(formatDateTime(RECEIVED)).toBe('Nov 28, 2026 9:00 AM');
    expect(formatDate('2026-11-28')).toBe('Nov 28, 2026');
    expect(encodeTableFilter({}).get('timezone')).toBe('Asia/Tokyo');
    expect(localStorage.getItem(SHOP_TIME_ZONE_STORAGE_KEY)).toBe('Asia/Tokyo');

    // 3:00 PM on Nov 28 in New York is already 4:00 AM on Nov 29 in Manila: the shop's today.
    setShopTimeZone('Asia/Manila');
    const afternoon = new Date('2026-11-28T20:00:00.000Z');
    expect(dayText(shopToday(afternoon))).toBe('2026-11-29');
    expect(presetRange('today', shopToday(afternoon))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(presetRange('thisMonth', shopToday(new Date('2026-11-30T17:00:00.000Z')))).toEqual({ from: '2026-12-01', to: '2026-12-31' });

    // Blank, or a name no runtime knows, is the default.
    setShopTimeZone(null);
    expect(formatDateTime(RECEIVED)).toBe('Nov 28, 2026 8:00 AM');
    setShopTimeZone('Mars/Olympus');
    expect(formatDateTime(RECEIVED)).toBe('Nov 28, 2026 8:00 AM');
  });

  async function showJobOrder(timeZone: string | null) {
    fakeApi(
      (r) => {
        if (r.path === 'setting/company-profiles/value') return { body: { data: { company_name: 'Ayos Repair', time_zone: timeZone } } };
        if (r.path === 'service/service-orders/7')
          return {
            body: {
              data: {
                id: 7,
                serviceOrderNumber: 'JO-000007',
                status: 'RECEIVED',
                customerName: 'Juan Dela Cruz',
                customer: { id: 1, customerName: 'Juan Dela Cruz' },
                receivedAt: RECEIVED,
                promisedDate: '2026-12-05',
                itemDescription: 'Android phone',
                problemReported: 'No power',
                priority: 'NORMAL',
                deposit: '0.00',
                lines: [],
                statusHistory: [{ id: 1, fromStatus: null, toStatus: 'RECEIVED', remark: null, changedAt: RECEIVED }],
              },
            },
          };
        return undefined;
      },
      { permissions: ['View Job Order Details', 'View Job Order'] },
    );
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '/service/service-orders/:id', element: <ServiceOrderDetailsPage /> }] }],
      { initialEntries: ['/service/service-orders/7'] },
    );
    render(
      <QueryClientProvider client={newQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return within((await screen.findByText('Received', { selector: 'dt' })).parentElement!);
  }

  it("shows a job order's received time in the shop's zone (as its claim ticket prints it)", async () => {
    const received = await showJobOrder(null);
    expect(await received.findByText('Nov 28, 2026 8:00 AM')).toBeTruthy();
    expect(screen.getByText('Dec 5, 2026')).toBeTruthy(); // a calendar day is never shifted
    expect(screen.queryByText(/7:00 PM/)).toBeNull();
  });

  it('follows the zone the company profile names', async () => {
    const received = await showJobOrder('Asia/Tokyo');
    expect(await received.findByText('Nov 28, 2026 9:00 AM')).toBeTruthy();
    expect(useShopTimeZone.getState().timeZone).toBe('Asia/Tokyo');
    expect(screen.queryByText('Nov 28, 2026 8:00 AM')).toBeNull();
  });
});
