import { api } from '@/lib/api-client';
import type { PosCustomer } from '../types';

export type NewCustomer = {
  customerName: string;
  contactNumber: string | null;
  defaultPaymentTypeId: number;
  addressLineOne: string | null;
  isDefault: boolean;
};

/** POST sales/customers: a customer added from the terminal's lookup ('Add New'). */
export async function createCustomer(body: NewCustomer): Promise<{ message?: string; data: PosCustomer }> {
  return api.post<{ message?: string; data: PosCustomer }>('sales/customers', body);
}
