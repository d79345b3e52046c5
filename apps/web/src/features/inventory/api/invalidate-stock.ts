import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/use-list';
import {
  ADJUSTMENTS_RESOURCE,
  PRICE_TABLE_RESOURCE,
  PRODUCTS_RESOURCE,
  SERIAL_NUMBERS_RESOURCE,
  STOCKS_RESOURCE,
  TRANSFERS_RESOURCE,
} from '../types';

/** A stock movement changes on-hand everywhere it shows: products, ledgers, stocks, serials, documents. */
export function invalidateStock(queryClient: QueryClient) {
  return Promise.all(
    [PRODUCTS_RESOURCE, PRICE_TABLE_RESOURCE, STOCKS_RESOURCE, SERIAL_NUMBERS_RESOURCE, ADJUSTMENTS_RESOURCE, TRANSFERS_RESOURCE].map((r) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
    ),
  );
}
