import { api } from '@/lib/api-client';
import { SERVICE_ORDERS_RESOURCE } from '../types';

export const TICKET_FORMATS = [
  { format: '80mm', label: 'Claim Ticket (80 mm)' },
  { format: 'a6', label: 'Claim Ticket (A6)' },
  { format: 'tag', label: 'Item Tag' },
] as const;
export type TicketFormat = (typeof TICKET_FORMATS)[number]['format'];

/** GET service/service-orders/{id}/ticket?format=: the claim ticket or the item's tag as a PDF. */
export function getServiceOrderTicket(id: number, format: TicketFormat): Promise<Blob> {
  return api.get<Blob>(
    `${SERVICE_ORDERS_RESOURCE}/${id}/ticket`,
    { format },
    { responseType: 'blob', headers: { Accept: 'application/pdf' } },
  );
}
