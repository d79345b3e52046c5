import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import type { OfflineTerminalStatus } from '../offline/use-offline-terminal';
import { OfflineReadinessChip } from './offline-indicator';
import { ProductSearch } from './product-search';

beforeEach(() => {
  signInForTests();
  fakeApi(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The page as a phone opens it on the plain LAN address: not a secure context, so no camera API. */
function onPlainAddress() {
  vi.stubGlobal('isSecureContext', false);
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaDevices: undefined }));
}

function phoneSearch() {
  renderWithProviders(
    <ProductSearch
      inputRef={createRef<HTMLInputElement>()}
      salesChannelId={1}
      filterType="name"
      onFilterTypeChange={() => {}}
      onAdd={() => {}}
      phone
    />,
  );
}

describe('the terminal on an address where the camera cannot work', () => {
  it('shows the camera button disabled and says why, with the page that sets the phone up', () => {
    onPlainAddress();
    phoneSearch();
    const button = screen.getByRole('button', { name: 'Scan with the camera' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('The camera needs the secure address (https://…).');
    const link = screen.getByRole('link', { name: `Open ${window.location.origin}/phone on this phone` });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/phone`);
  });

  it('on a secure address with a camera, the button works and nothing is said', async () => {
    vi.stubGlobal('isSecureContext', true);
    const mediaDevices = {
      getUserMedia: vi.fn(),
      enumerateDevices: vi.fn(async () => [{ kind: 'videoinput' }]),
    };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaDevices }));
    phoneSearch();
    await waitFor(() => expect(mediaDevices.enumerateDevices).toHaveBeenCalled());
    expect((screen.getByRole('button', { name: 'Scan with the camera' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('on a secure address without a camera, the button is disabled and says there is none', async () => {
    vi.stubGlobal('isSecureContext', true);
    const mediaDevices = { getUserMedia: vi.fn(), enumerateDevices: vi.fn(async () => [{ kind: 'audioinput' }]) };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaDevices }));
    phoneSearch();
    await waitFor(() => expect(screen.getByRole('note').textContent).toBe('No camera was found on this device.'));
    expect((screen.getByRole('button', { name: 'Scan with the camera' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

const status: OfflineTerminalStatus = {
  online: true,
  readiness: { ready: true, products: 30, total: 30 } as OfflineTerminalStatus['readiness'],
  appKept: true,
  waiting: 0,
  parked: 0,
  failing: 0,
};

describe('the readiness chip where the terminal cannot be kept offline', () => {
  it('on the plain address it says offline selling needs the secure address and leads to the page', () => {
    vi.stubEnv('PROD', true);
    vi.stubGlobal('isSecureContext', false);
    render(
      <MemoryRouter>
        <OfflineReadinessChip status={status} />
      </MemoryRouter>,
    );
    const chip = screen.getByRole('link', { name: /Not ready offline: needs the secure address/ });
    expect(chip.getAttribute('href')).toBe(`${window.location.origin}/phone`);
    expect(chip.getAttribute('title')).toMatch(/Selling offline needs the secure address/);
    expect(screen.queryByText('Ready offline')).toBeNull();
  });

  it('on a secure address with a service worker it reads Ready offline as before', () => {
    vi.stubEnv('PROD', true);
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
    render(
      <MemoryRouter>
        <OfflineReadinessChip status={status} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ready offline')).toBeTruthy();
  });
});
