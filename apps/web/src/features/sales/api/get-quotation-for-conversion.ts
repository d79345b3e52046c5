import { fetchRecord } from '@/lib/use-list';
import { QUOTATIONS_RESOURCE, type Quotation } from '../types';

/** What Generate Sales Order needs to know of a quotation: its channel (its stock location) and its lines' products and units. */
export const CONVERSION_RELATIONS = ['salesChannel', 'quotationItems.product', 'quotationItems.orderedUom'];

export function getQuotationForConversion(id: number): Promise<Quotation> {
  return fetchRecord<Quotation>(QUOTATIONS_RESOURCE, id, CONVERSION_RELATIONS);
}
