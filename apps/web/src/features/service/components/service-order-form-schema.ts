import { z } from 'zod';
import { decimal, optionalText } from '@oim/shared/schemas/fields';
import { LABOUR_DESCRIPTION_REQUIRED, SERVICE_ORDER_PRIORITIES, type ServiceOrderPriority } from '@oim/shared/schemas/service';
import { lineAmount, sumCentavos, toPesos } from '@oim/shared/pos/money';
import type { ProductSummary } from '@/components/movement-lines/movement-line';
import { dayText } from '@/lib/days';
import type { ServiceOrderPayload } from '../api/save-service-order';

/** One part or labour line as typed; typed labour has a description instead of a product. */
export type ServiceLineInput = {
  key: string;
  /** Labour typed by description (sold as the shop's Labour service), not picked from the catalogue. */
  labour?: boolean;
  description?: string;
  product: ProductSummary | null;
  uomId: number | '';
  quantity: string;
  unitPrice: string;
};

/** What the job order form holds: pickers keep their option, selects an id or ''. */
export type ServiceOrderFormValues = {
  customer: { id: number; customerName: string } | null;
  salesChannelId: number | '';
  itemDescription: string;
  brand: string;
  model: string;
  serialNumber: string;
  accessoriesReceived: string;
  problemReported: string;
  diagnosis: string;
  technician: { id: number } | null;
  priority: ServiceOrderPriority;
  promisedDate: Date | null;
  lines: ServiceLineInput[];
  deposit: string;
  depositPaymentTypeId: number | '';
  notes: string;
};

let lineCounter = 0;
export function newServiceLine(product: ProductSummary | null = null): ServiceLineInput {
  lineCounter += 1;
  return {
    key: `line-${lineCounter}`,
    product,
    uomId: product?.unitOfMeasureId ?? '',
    quantity: '1',
    unitPrice: product ? String(product.price) : '',
  };
}

/** A labour line typed by description: quantity 1, the price to be typed. */
export function newLabourLine(): ServiceLineInput {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, labour: true, description: '', product: null, uomId: '', quantity: '1', unitPrice: '' };
}

/** The estimate of the typed lines in centavos; a line not yet a number counts as nothing. */
export function estimateCentavos(lines: readonly Pick<ServiceLineInput, 'quantity' | 'unitPrice'>[]): number {
  return sumCentavos(
    lines.map((line) => {
      try {
        return lineAmount(line.quantity.trim() || '0', line.unitPrice.trim() || '0');
      } catch {
        return 0;
      }
    }),
  );
}

export const estimateText = (lines: readonly Pick<ServiceLineInput, 'quantity' | 'unitPrice'>[]) => toPesos(estimateCentavos(lines));

const nullIfBlank = (value: string | null | undefined) => (value ? value : null);

const lineSchema = z
  .object({
    key: z.string(),
    labour: z.boolean().optional(),
    description: z.string().max(255, { error: 'The description may not be greater than 255 characters.' }).optional(),
    product: z.custom<ProductSummary | null>(),
    uomId: z.union([z.number(), z.literal('')]),
    quantity: decimal('quantity', { min: 0.0001, places: 4 }),
    unitPrice: decimal('unit price'),
  })
  .superRefine((line, ctx) => {
    if (line.labour) {
      if (!line.description?.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: LABOUR_DESCRIPTION_REQUIRED });
      return;
    }
    if (!line.product) ctx.addIssue({ code: 'custom', path: ['product'], message: 'The product field is required.' });
    if (line.uomId === '') ctx.addIssue({ code: 'custom', path: ['uomId'], message: 'The unit field is required.' });
  });

/** The form's rules, the server's own words: a customer, the item and its problem; a payment type for a deposit. */
export const serviceOrderFormSchema = z
  .object({
    customer: z.object({ id: z.number(), customerName: z.string() }).nullable(),
    salesChannelId: z.union([z.number(), z.literal('')]),
    itemDescription: z.string().trim().min(1, { error: 'The item description field is required.' }).max(500),
    brand: optionalText('brand', 100),
    model: optionalText('model', 100),
    serialNumber: optionalText('serial number', 100),
    accessoriesReceived: optionalText('accessories received', 1000),
    problemReported: z.string().trim().min(1, { error: 'The problem reported field is required.' }).max(2000),
    diagnosis: optionalText('diagnosis', 4000),
    technician: z.object({ id: z.number() }).nullable(),
    priority: z.enum(SERVICE_ORDER_PRIORITIES),
    promisedDate: z.date().nullable(),
    lines: z.array(lineSchema).max(200),
    deposit: decimal('deposit'),
    depositPaymentTypeId: z.union([z.number(), z.literal('')]),
    notes: optionalText('notes', 2000),
  })
  .superRefine((values, ctx) => {
    if (!values.customer || values.customer.id <= 0)
      ctx.addIssue({ code: 'custom', path: ['customer'], message: 'The customer field is required.' });
    if (Number(values.deposit) > 0 && values.depositPaymentTypeId === '')
      ctx.addIssue({ code: 'custom', path: ['depositPaymentTypeId'], message: 'The deposit payment type is required for a deposit.' });
  })
  .transform((values): ServiceOrderPayload => ({
    customerId: values.customer?.id ?? 0,
    salesChannelId: values.salesChannelId === '' ? null : values.salesChannelId,
    itemDescription: values.itemDescription,
    brand: nullIfBlank(values.brand),
    model: nullIfBlank(values.model),
    serialNumber: nullIfBlank(values.serialNumber),
    accessoriesReceived: nullIfBlank(values.accessoriesReceived),
    problemReported: values.problemReported,
    diagnosis: nullIfBlank(values.diagnosis),
    assignedTechnicianId: values.technician?.id ?? null,
    priority: values.priority,
    promisedDate: values.promisedDate ? dayText(values.promisedDate) : null,
    lines: values.lines.map((line) =>
      line.labour
        ? { productId: null, uomId: null, description: line.description?.trim() ?? '', quantity: line.quantity, unitPrice: line.unitPrice }
        : {
            productId: line.product?.id ?? 0,
            uomId: line.uomId === '' ? 0 : line.uomId,
            description: null,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
          },
    ),
    deposit: values.deposit,
    depositPaymentTypeId: values.depositPaymentTypeId === '' ? null : values.depositPaymentTypeId,
    notes: nullIfBlank(values.notes),
  }));
