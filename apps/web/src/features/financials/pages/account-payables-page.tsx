import { PAYABLES_SIDE } from '@/components/finance/account-side';
import { AccountsPage, PAYABLES_SCREEN } from '../components/accounts-page';

/** /financials/account-payables — what the shop owes its suppliers and since when; payments to them. */
export default function AccountPayablesPage() {
  return <AccountsPage side={PAYABLES_SIDE} screen={PAYABLES_SCREEN} />;
}
