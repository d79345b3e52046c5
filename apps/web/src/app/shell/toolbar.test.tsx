import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppearance } from '@/lib/appearance-store';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { useShell } from './shell-store';
import { Toolbar } from './toolbar';

beforeEach(() => {
  signInForTests();
  fakeApi(() => undefined);
  useShell.setState({ configPanelOpen: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderToolbar = () =>
  renderWithProviders(
    <header>
      <Toolbar showMenuButton={false} wideHorizontal={false} horizontal={false} />
    </header>,
  );

describe('the configuration panel button', () => {
  it('sits in the toolbar among its buttons, never floating over the page', async () => {
    renderToolbar();
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Open the configuration panel' });
    // Floating buttons are MUI Fabs with a fixed position; this one is an ordinary toolbar button.
    expect(button.className).not.toMatch(/MuiFab/);
    expect(getComputedStyle(button).position).not.toBe('fixed');
    await userEvent.click(button);
    expect(useShell.getState().configPanelOpen).toBe(true);
  });

  it('is left out when the configuration hides the panel', () => {
    const config = useAppearance.getState().config;
    useAppearance.setState({ config: { ...config, configPanel: { ...config.configPanel, visible: false } } });
    try {
      renderToolbar();
      expect(screen.queryByRole('button', { name: 'Open the configuration panel' })).toBeNull();
    } finally {
      useAppearance.setState({ config });
    }
  });
});
