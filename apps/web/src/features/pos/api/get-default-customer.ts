import { api } from '@/lib/api-client';
import type { PosCustomer } from '../types';

/** The customer the terminal starts with: the default one, else customer 1, else none (spec 4 and 8). */
export async function getDefaultCustomer(): Promise<PosCustomer | null> {
  try {
    return (await api.get<{ data: PosCustomer }>('sales/customers/default')).data;
  } catch {
    try {
      return (await api.get<{ data: PosCustomer }>('sales/customers/1', { relations: 'defaultPaymentType' })).data;
    } catch (error) {
      console.error('Could not load a default customer', error);
      return null;
    }
  }
}

export const defaultCustomerQuery = {
  queryKey: ['sales', 'customers', 'default', 'pos'] as const,
  queryFn: getDefaultCustomer,
  staleTime: 60_000,
};
