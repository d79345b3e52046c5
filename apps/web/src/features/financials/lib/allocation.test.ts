import { describe, expect, it } from 'vitest';
import { allocatedCentavos, allocateOldestFirst, parseAmount, toggleLine, type OpenDocument } from './allocation';

const documents: OpenDocument[] = [
  { id: 1, number: 'SO-000002/1', dueDate: '2026-03-01', balance: 300, overdue: true },
  { id: 2, number: 'SO-000002/2', dueDate: '2026-03-08', balance: 300, overdue: false },
  { id: 3, number: 'SO-000001', dueDate: '2026-03-30', balance: 1200.5, overdue: false },
];

describe('a payment spread over open documents', () => {
  it('pays the oldest due first, each up to its balance, to the centavo', () => {
    expect(allocateOldestFirst(documents, 450.1)).toEqual([
      { documentId: 1, selected: true, amount: '300.00' },
      { documentId: 2, selected: true, amount: '150.10' },
      { documentId: 3, selected: false, amount: '' },
    ]);
    expect(allocatedCentavos(allocateOldestFirst(documents, 450.1))).toBe(45010);
    expect(allocateOldestFirst(documents, null).every((l) => !l.selected)).toBe(true);
  });

  it('gives a ticked document what is left of the amount, or its balance once nothing is', () => {
    const lines = allocateOldestFirst(documents, 400);
    const untickedFirst = toggleLine(lines, documents, 0, 400);
    expect(untickedFirst[0]).toEqual({ documentId: 1, selected: false, amount: '' });
    expect(toggleLine(untickedFirst, documents, 2, 400)[2]).toEqual({ documentId: 3, selected: true, amount: '300.00' });
    expect(toggleLine(lines, documents, 2, 400)[2]).toEqual({ documentId: 3, selected: true, amount: '1200.50' });
  });

  it('reads only amounts of at most two decimals', () => {
    expect([parseAmount('12'), parseAmount(' 12.5 '), parseAmount('12.345'), parseAmount('-1'), parseAmount('1e3')]).toEqual([
      12,
      12.5,
      null,
      null,
      null,
    ]);
  });
});
