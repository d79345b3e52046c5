/** A payable is open until paid in full; a voided document's payable is VOIDED. */
export const PAYABLE_STATUSES = ['OPEN', 'PARTIAL', 'PAID', 'VOIDED'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

/** What a payable is owed for. */
export const PAYABLE_SOURCES = ['PURCHASE_RECEIPT', 'EXPENSE'] as const;
export type PayableSource = (typeof PAYABLE_SOURCES)[number];
