import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@/components/movement-lines/movement-line';
import { estimateText, newLabourLine, serviceOrderFormSchema, type ServiceOrderFormValues } from './service-order-form-schema';

const screen = { id: 4, unitOfMeasureId: 1, price: 1500, productName: 'Phone screen' } as unknown as ProductSummary;

const values = (lines: ServiceOrderFormValues['lines']): ServiceOrderFormValues => ({
  customer: { id: 7, customerName: 'Liza Ayos' },
  salesChannelId: '',
  itemDescription: 'Android phone',
  brand: '',
  model: '',
  serialNumber: '',
  accessoriesReceived: '',
  problemReported: 'Cracked screen',
  diagnosis: '',
  technician: null,
  priority: 'NORMAL',
  promisedDate: null,
  lines,
  deposit: '0',
  depositPaymentTypeId: '',
  notes: '',
});

describe('typed labour on the job order form', () => {
  it('is sent as a description, quantity and price without a product, next to a part', () => {
    const labour = { ...newLabourLine(), description: '  Replace screen  ', quantity: '2', unitPrice: '350.50' };
    const part = { key: 'p', product: screen, uomId: 1 as const, quantity: '1', unitPrice: '1500' };
    const parsed = serviceOrderFormSchema.parse(values([part, labour]));
    expect(parsed.lines).toEqual([
      { productId: 4, uomId: 1, description: null, quantity: '1', unitPrice: '1500' },
      { productId: null, uomId: null, description: 'Replace screen', quantity: '2', unitPrice: '350.50' },
    ]);
    expect(estimateText([part, labour])).toBe(2201);
  });

  it('needs a description, and no product or unit', () => {
    const result = serviceOrderFormSchema.safeParse(values([{ ...newLabourLine(), description: '   ', unitPrice: '100' }]));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.0.description', 'Describe the labour, or choose a product.'],
    ]);
  });
});
