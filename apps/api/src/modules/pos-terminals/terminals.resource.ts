import { posTerminals } from '../../db/schema/pos-terminals';
import { belongsTo, defineResource } from '../../platform/resource/define';
import { hasIssuedInvoicesSql } from './invoice-series';

/** A BIR terminal (pos_terminals): its registration numbers and its invoice series. */
export const posTerminalResource = defineResource({
  name: 'posTerminals',
  label: 'terminal',
  table: posTerminals,
  fields: {
    id: { column: posTerminals.id, type: 'integer' },
    salesChannelId: { column: posTerminals.salesChannelId, type: 'integer' },
    terminalName: { column: posTerminals.terminalName, type: 'text', search: true },
    machineIdentificationNumber: { column: posTerminals.machineIdentificationNumber, type: 'text', nullable: true, search: true },
    serialNumber: { column: posTerminals.serialNumber, type: 'text', nullable: true, search: true },
    permitToUseNumber: { column: posTerminals.permitToUseNumber, type: 'text', nullable: true },
    accreditationNumber: { column: posTerminals.accreditationNumber, type: 'text', nullable: true },
    invoicePrefix: { column: posTerminals.invoicePrefix, type: 'text' },
    nextInvoiceNumber: { column: posTerminals.nextInvoiceNumber, type: 'integer' },
    isActive: { column: posTerminals.isActive, type: 'boolean' },
    /** Once true, the invoice prefix and next number are fixed (PUT changing them is 409). */
    hasIssuedInvoices: { column: hasIssuedInvoicesSql, type: 'boolean' },
    createdAt: { column: posTerminals.createdAt, type: 'datetime' },
    updatedAt: { column: posTerminals.updatedAt, type: 'datetime' },
  },
  relations: {
    salesChannel: belongsTo('salesChannels', 'salesChannelId'),
  },
  lookup: ['id', 'terminalName', 'salesChannelId', 'invoicePrefix', 'isActive'],
  defaultSort: [{ column: 'id', direction: 'asc' }],
});
