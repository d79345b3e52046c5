import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { UnitOfMeasureSelect } from './unit-of-measure-select';

const units: Record<number, object[]> = {
  1: [
    { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true },
    { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false },
    { id: 3, unitClassId: 1, unit: 'box', factor: 24, isBase: false },
  ],
  2: [
    { id: 7, unitClassId: 2, unit: 'gram', factor: 1, isBase: true },
    { id: 8, unitClassId: 2, unit: 'kilogram', factor: 1000, isBase: false },
  ],
};

let requests: FakeRequest[];
const unitCalls = (classId: number) => requests.filter((r) => r.path === `masterfile/unit-classes/${classId}/unit-of-measures`);

function Picker({ classId, label, onPick }: { classId: number; label: string; onPick?: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <UnitOfMeasureSelect
      unitClassId={classId}
      label={label}
      value={value}
      onChange={(unit) => {
        setValue(unit?.id ?? null);
        onPick?.(unit?.id ?? null);
      }}
    />
  );
}

/** Two pickers of one class and one of another; the button leaves the screen and comes back. */
function Screen() {
  const [show, setShow] = useState(true);
  return (
    <>
      <button onClick={() => setShow((s) => !s)}>Toggle</button>
      {show ? (
        <>
          <Picker classId={1} label="Ordered Unit" />
          <Picker classId={1} label="Bundle Unit" />
          <Picker classId={2} label="Weight Unit" />
        </>
      ) : null}
    </>
  );
}

beforeEach(() => {
  signInForTests();
  requests = fakeApi(async (r) => {
    const match = /^masterfile\/unit-classes\/(\d+)\/unit-of-measures$/.exec(r.path);
    if (!match) return undefined;
    // A slow answer, so both pickers of class 1 ask while the first request is still in flight.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { body: { data: units[Number(match[1])] } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the units of a class (spec 7.3)', () => {
  it('are fetched once per class, shared by every picker in flight, and kept for the next screen', async () => {
    renderWithProviders(<Screen />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('combobox')).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bundle Unit' }));
    expect(await screen.findByRole('option', { name: 'dozen (12 piece)' })).toBeTruthy();
    expect(unitCalls(1)).toHaveLength(1);
    expect(unitCalls(2)).toHaveLength(1);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Weight Unit' }));
    expect(await screen.findByRole('option', { name: 'kilogram (1000 gram)' })).toBeTruthy();
    expect(unitCalls(1)).toHaveLength(1);
    expect(unitCalls(2)).toHaveLength(1);
  });

  it('pick a unit by its name and factor to the base', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Picker classId={1} label="Unit" onPick={onPick} />);
    const user = userEvent.setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'box (24 piece)' }));
    expect(onPick).toHaveBeenCalledWith(3);
    expect(screen.getByRole('combobox', { name: 'Unit' }).textContent).toBe('box (24 piece)');
  });
});
