import { RECEIVABLES_SIDE } from '@/components/finance/account-side';
import { AccountsPage, RECEIVABLES_SCREEN } from '../components/accounts-page';

/** /financials/account-receivables — who owes the shop what and since when; collections. */
export default function AccountReceivablesPage() {
  return <AccountsPage side={RECEIVABLES_SIDE} screen={RECEIVABLES_SCREEN} />;
}
