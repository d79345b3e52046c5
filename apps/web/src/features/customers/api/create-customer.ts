import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { CUSTOMERS_RESOURCE, type Customer } from '../types';
import type { CustomerFormValues } from '../components/customer-form-schema';

export type SavedCustomer = { message?: string; data: Customer };

export function createCustomer(body: CustomerFormValues): Promise<SavedCustomer> {
  return api.post<SavedCustomer>(CUSTOMERS_RESOURCE, body);
}

/** Creating a customer changes every customer list and lookup (and may move the default). */
export function useCreateCustomer() {
  return useResourceMutation(CUSTOMERS_RESOURCE, createCustomer);
}
