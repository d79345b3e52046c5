import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { PAYABLES_RESOURCE, PAYMENTS_RESOURCE, RECEIVABLES_RESOURCE, type Payable, type Payment, type Receivable } from '../finance-types';

export function getReceivablesQueryOptions(filter: TableFilter) {
  return listQueryOptions<Receivable>(RECEIVABLES_RESOURCE, filter);
}

export function getPayablesQueryOptions(filter: TableFilter) {
  return listQueryOptions<Payable>(PAYABLES_RESOURCE, filter);
}

export function getPaymentsQueryOptions(filter: TableFilter) {
  return listQueryOptions<Payment>(PAYMENTS_RESOURCE, filter);
}
