import { describe, expect, it } from 'vitest';
import type { ReturnableLine } from '../types';
import { buildRmaBody, draftLines, fieldErrorsByLine, offShelfDefault, staysOffShelf, type RmaFormState } from './rma-form';

const phone: ReturnableLine = {
  salesOrderLineId: 11,
  productId: 1,
  sku: 'PH-1',
  productName: 'Phone',
  productType: 'PRODUCT',
  isSerialized: true,
  unit: 'piece',
  soldQuantity: 2,
  returnedQuantity: 0,
  returnableQuantity: 2,
  unitAmount: 9999,
  serialNumbers: ['IMEI-1', 'IMEI-2'],
  warranties: [
    { id: 101, serialNumber: 'IMEI-1', status: 'ACTIVE', endDate: '2027-11-26' },
    { id: 102, serialNumber: 'IMEI-2', status: 'ACTIVE', endDate: '2027-11-26' },
  ],
};
const charger: ReturnableLine = {
  ...phone,
  salesOrderLineId: 12,
  productId: 2,
  productName: 'Charger',
  isSerialized: false,
  soldQuantity: 3,
  returnableQuantity: 3,
  unitAmount: 350,
  serialNumbers: [],
  warranties: [],
};

const form = (lines: RmaFormState['lines']): RmaFormState => ({
  salesOrderId: 5,
  notes: '  ',
  refundPaymentTypeId: 3,
  refundReferenceNumber: '',
  lines,
});

describe('the RMA form', () => {
  it('starts from a warranty with its unit ticked for a replacement, the other lines unticked', () => {
    const drafts = draftLines([phone, charger], { restockTo: 7, warrantyId: 102 });
    // Defective by default, so no place is named: the server puts it off the shelf.
    expect(drafts[0]).toMatchObject({
      selected: true,
      serialNumbers: ['IMEI-2'],
      resolution: 'REPLACE',
      condition: 'DEFECTIVE',
      restockTo: '',
    });
    expect(drafts[1]).toMatchObject({ selected: false, serialNumbers: [], resolution: 'REFUND' });
  });

  it('sends only the ticked lines: serials with their count and claimed warranty, a refund with its payment type', () => {
    const [p, c] = draftLines([phone, charger], { restockTo: 7, warrantyId: 101 });
    const body = buildRmaBody(
      form([
        { ...p!, reason: ' Screen flickers ', replacementSerialNumbers: 'IMEI-9,\nIMEI-8' },
        { ...c!, selected: true, quantity: '1', reason: 'Changed mind', condition: 'GOOD', resolution: 'REFUND', restockTo: 'WRITE_OFF' },
      ]),
      [phone, charger],
    );
    expect(body).toEqual({
      salesOrderId: 5,
      refundPaymentTypeId: 3,
      lines: [
        {
          salesOrderLineId: 11,
          quantity: '1',
          serialNumbers: ['IMEI-1'],
          reason: 'Screen flickers',
          condition: 'DEFECTIVE',
          resolution: 'REPLACE',
          restockTo: null,
          replacementSerialNumbers: ['IMEI-9', 'IMEI-8'],
          warrantyId: 101,
        },
        { salesOrderLineId: 12, quantity: '1', reason: 'Changed mind', condition: 'GOOD', resolution: 'REFUND', restockTo: 'WRITE_OFF' },
      ],
    });
  });

  it('sends no restock target for a repair and no payment type without a refund', () => {
    const [p] = draftLines([phone], { restockTo: 7, warrantyId: 101 });
    const body = buildRmaBody(form([{ ...p!, resolution: 'REPAIR', reason: 'Dead' }]), [phone]);
    expect(body.refundPaymentTypeId).toBeUndefined();
    expect(body.lines[0]).toMatchObject({ resolution: 'REPAIR', restockTo: null });
  });

  it('shows a damaged or defective line going to the first non-sellable location by default, else written off', () => {
    expect(staysOffShelf('DEFECTIVE') && staysOffShelf('DAMAGED')).toBe(true);
    expect(staysOffShelf('GOOD') || staysOffShelf('OPENED')).toBe(false);
    const main = { id: 1, sellable: true, isActive: true };
    expect(offShelfDefault([main])).toBe('WRITE_OFF');
    expect(offShelfDefault([main, { id: 9, sellable: false, isActive: true }, { id: 4, sellable: false, isActive: true }])).toBe(4);
    expect(offShelfDefault([main, { id: 4, sellable: false, isActive: false }])).toBe('WRITE_OFF');
  });

  it("puts the server's line errors on the sale line they are about", () => {
    const [p, c] = draftLines([phone, charger], { restockTo: 7 });
    const body = buildRmaBody(form([p!, { ...c!, selected: true, quantity: '9', reason: 'x' }]), [phone, charger]);
    expect(fieldErrorsByLine({ 'lines.0.quantity': ['Only 3 can still be returned.'], refundPaymentTypeId: ['Pick one.'] }, body)).toEqual({
      'line:12:quantity': 'Only 3 can still be returned.',
      refundPaymentTypeId: 'Pick one.',
    });
  });
});
