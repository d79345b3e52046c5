import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { COMMISSION_CACHE_MS, isChannelCommissionEnabled } from './commission-settings';
import { fakeApi, signInForTests, type FakeRequest } from './testing';

let requests: FakeRequest[];
let enabled: Record<number, boolean>;
const asked = (id: number) => requests.filter((r) => r.path === `setting/commission-settings/sales-channel/${id}`).length;

beforeEach(() => {
  signInForTests();
  enabled = { 1: false, 2: true };
  requests = fakeApi((r) => {
    const match = /^setting\/commission-settings\/sales-channel\/(\d+)$/.exec(r.path);
    if (!match) return undefined;
    const id = Number(match[1]);
    return { body: { data: { sales_channel_id: id, is_commission_enabled: enabled[id] } } };
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a sales channel's commission setting", () => {
  it('is cached for 5 minutes (spec 9: 300000 ms)', () => {
    expect(COMMISSION_CACHE_MS).toBe(300_000);
  });

  it('asks the server once within 5 minutes, and again after them', async () => {
    const queryClient = new QueryClient();
    expect(await isChannelCommissionEnabled(queryClient, 2)).toBe(true);
    enabled[2] = false;
    vi.setSystemTime(new Date('2026-11-22T08:04:59Z'));
    expect(await isChannelCommissionEnabled(queryClient, 2)).toBe(true);
    expect(asked(2)).toBe(1);

    vi.setSystemTime(new Date('2026-11-22T08:05:01Z'));
    expect(await isChannelCommissionEnabled(queryClient, 2)).toBe(false);
    expect(asked(2)).toBe(2);
  });

  it('shares one request between callers asking at once, and keeps channels apart', async () => {
    const queryClient = new QueryClient();
    const answers = await Promise.all([
      isChannelCommissionEnabled(queryClient, 1),
      isChannelCommissionEnabled(queryClient, 1),
      isChannelCommissionEnabled(queryClient, 2),
    ]);
    expect(answers).toEqual([false, false, true]);
    expect(asked(1)).toBe(1);
    expect(asked(2)).toBe(1);
  });
});
