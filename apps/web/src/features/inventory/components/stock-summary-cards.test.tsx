import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { stockStatus } from './product-stock-panel';
import { StockSummaryCards } from './stock-summary-cards';

afterEach(cleanup);

const summary = { products: 24, rows: 72, totalOnHand: 310, belowReorderPoint: 2, outOfStock: 3 };

describe('stock summary cards', () => {
  it('say what the out-of-stock figure counts: a location’s empty shelves, or products stocked nowhere', () => {
    render(<StockSummaryCards summary={{ ...summary, outOfStockScope: 'location' }} />);
    const out = screen.getByRole('group', { name: 'Out of Stock' });
    expect(within(out).getByText('3')).toBeTruthy();
    expect(within(out).getByText('Carried at this location, none on hand')).toBeTruthy();
    cleanup();
    render(<StockSummaryCards summary={{ ...summary, outOfStockScope: 'everywhere' }} />);
    expect(within(screen.getByRole('group', { name: 'Out of Stock' })).getByText('No stock at any location')).toBeTruthy();
  });

  it('a row a location never carried is not out of stock there', () => {
    expect(stockStatus(0, 5, false).label).toBe('Not stocked here');
    expect(stockStatus(0, 5, true).label).toBe('Out of stock');
    expect(stockStatus(3, 5, true).label).toBe('Low');
  });
});
