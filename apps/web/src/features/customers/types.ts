import type { ApiRecord } from '@oim/shared/api/records';

/** A customer as the API answers it: the saved fields, the computed address and default texts, the relation when asked. */
export type Customer = ApiRecord<'customers'>;

export const CUSTOMERS_RESOURCE = 'sales/customers';
