/** The terminal of a channel (spec 2.1): /pos/{salesChannelId}/terminal. */
export function terminalPath(salesChannelId: number): string {
  return `/pos/${salesChannelId}/terminal`;
}

/** An existing sales order opened at its channel's terminal: /pos/{channel}/terminal/{salesOrderId}. */
export function orderTerminalPath(order: { id: number; salesChannelId: number }): string {
  return `${terminalPath(order.salesChannelId)}/${order.id}`;
}

/** A quotation opened at its channel's terminal: /pos/{channel}/terminal?quotation={id}. */
export function quotationTerminalPath(quotation: { id: number; salesChannelId: number }): string {
  return `${terminalPath(quotation.salesChannelId)}?quotation=${quotation.id}`;
}

/** The terminal of a channel for a new quotation: /pos/{channel}/terminal?mode=quotation. */
export function newQuotationTerminalPath(salesChannelId: number): string {
  return `${terminalPath(salesChannelId)}?mode=quotation`;
}
