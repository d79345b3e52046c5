import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchDialog } from './search-dialog';
import { useShell } from './shell-store';

const openSearch = () => act(() => useShell.getState().set({ searchOpen: true }));
const input = () => screen.getByPlaceholderText<HTMLInputElement>('Search...');

function renderDialog() {
  const onSearch = vi.fn();
  render(<SearchDialog onSearch={onSearch} />);
  openSearch();
  return { onSearch, dialog: screen.getByRole('dialog', { name: 'Search' }) };
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(useShell.getState().searchOpen).toBe(false);
}

beforeEach(() => useShell.getState().set({ searchOpen: false }));
afterEach(() => cleanup());

describe('the search dialog (spec 2.2)', () => {
  it("is at most 600px wide, with a full-width 'Search...' input, focused, and the hint 'Hit enter to search'", () => {
    const { dialog } = renderDialog();
    expect(getComputedStyle(dialog).maxWidth).toBe('600px');
    expect(input().closest('.MuiInputBase-fullWidth')).not.toBeNull();
    expect(document.activeElement).toBe(input());
    const hint = within(dialog).getByText('Hit enter to search');
    expect(input().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('Enter submits the term and closes', async () => {
    const { onSearch } = renderDialog();
    await userEvent.type(input(), 'rice{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('rice');
    await expectClosed();
  });

  it('Escape closes and clears it, without searching', async () => {
    const { onSearch } = renderDialog();
    await userEvent.type(input(), 'rice');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    openSearch();
    expect(input().value).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('the close button closes and clears it', async () => {
    const { onSearch, dialog } = renderDialog();
    await userEvent.type(input(), 'soap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await expectClosed();
    openSearch();
    expect(input().value).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('a click on the backdrop closes and clears it', async () => {
    const { onSearch } = renderDialog();
    await userEvent.type(input(), 'oil');
    await userEvent.click(document.querySelector<HTMLElement>('.MuiDialog-container')!);
    await expectClosed();
    openSearch();
    expect(input().value).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
