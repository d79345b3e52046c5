import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /financials/... (spec 2.2 Financials). */
export const financialsRoutes: RouteObject = {
  path: 'financials',
  children: [
    areaIndex('/financials/account-receivables'),
    notAvailablePage('account-receivables', 'Account Receivables', ['Financials', 'Account Receivables']),
    notAvailablePage('account-payables', 'Account Payables', ['Financials', 'Account Payables']),
  ],
};
