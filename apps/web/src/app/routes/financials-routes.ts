import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /financials/...: the pages of the navigation's Financials group (spec 2.2). */
export const financialsRoutes: RouteObject = {
  path: 'financials',
  children: [
    areaIndex('/financials/account-receivables'),
    notAvailablePage('account-receivables', 'Account Receivables', ['Financials', 'Account Receivables']),
    notAvailablePage('account-payables', 'Account Payables', ['Financials', 'Account Payables']),
  ],
};
