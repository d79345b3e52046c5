import { describe, expect, it } from 'vitest';
import { resolveRouteHandle } from './route-handle';

describe('route data', () => {
  it('shows the footer and lets the page scroll unless a route says otherwise', () => {
    expect(resolveRouteHandle([undefined, {}])).toEqual({ footerVisible: true, scrollDisabled: false });
  });

  it('takes the innermost route that sets a value', () => {
    const resolved = resolveRouteHandle([
      { footerVisible: false, title: 'Sales' },
      { title: 'Customers', breadcrumbs: ['Sales', 'Customers'] },
      { scrollDisabled: true },
    ]);
    expect(resolved).toEqual({ footerVisible: false, scrollDisabled: true, title: 'Customers', breadcrumbs: ['Sales', 'Customers'] });
    expect(resolveRouteHandle([{ footerVisible: false }, { footerVisible: true }]).footerVisible).toBe(true);
  });
});
