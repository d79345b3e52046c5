import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UnitOfMeasureSelect } from '@/components/autocomplete/unit-of-measure-select';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { UnitSelect } from './unit-select';

const units = [
  { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true },
  { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false },
];

let requests: FakeRequest[];
const unitCalls = () => requests.filter((r) => r.path === 'masterfile/unit-classes/1/unit-of-measures');

/** An inventory line's unit select beside the autocomplete picker of the same class. */
function Screen() {
  const [shown, setShown] = useState(true);
  const [unit, setUnit] = useState<number | ''>('');
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>Toggle</button>
      {shown ? (
        <>
          <UnitSelect unitClassId={1} label="Line Unit" value={unit} onChange={(id) => setUnit(id)} />
          <UnitOfMeasureSelect unitClassId={1} label="Picker Unit" value={null} onChange={() => {}} />
        </>
      ) : null}
    </>
  );
}

beforeEach(() => {
  signInForTests();
  requests = fakeApi(async (r) => {
    if (r.path !== 'masterfile/unit-classes/1/unit-of-measures') return undefined;
    // Slow, so the second control asks while the first request is in flight.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { body: { data: units } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('one cache of a unit class’s units (spec 7.3)', () => {
  it('is shared by the inventory select and the autocomplete picker: one request per class, kept for the next screen', async () => {
    renderWithProviders(<Screen />);
    const user = userEvent.setup();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Line Unit' }));
    await user.click(await screen.findByRole('option', { name: 'dozen (12 piece)' }));
    expect(screen.getByRole('combobox', { name: 'Line Unit' }).textContent).toBe('dozen (12 piece)');
    expect(unitCalls()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Picker Unit' }));
    expect(await screen.findByRole('option', { name: 'dozen (12 piece)' })).toBeTruthy();
    await waitFor(() => expect(unitCalls()).toHaveLength(1));
  });
});
