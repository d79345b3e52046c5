import type { LineResult } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';
import { PRINTER_DEFAULTS } from '@oim/shared/schemas/masterfile';
import type { ReceiptData } from '@/components/receipt/receipt-data';
import { useSession } from '@/lib/session-store';
import type { OrderPayload } from '../lib/save';
import type { PaymentType } from '../types';
import type { OfflineReference } from './local-catalogue';

/**
 * The receipt of a sale made offline, from what the terminal has: the sale as it will be posted,
 * the payment types' names, and the company profile kept with the reference data. It carries the
 * device's provisional number (the receipt prints "OFFLINE — provisional"); the server's number is
 * the sale's once it syncs.
 */
export function offlineReceipt(input: {
  payload: OrderPayload;
  provisionalNumber: string;
  madeAt: string;
  customerName: string | null;
  channelName: string | null;
  paymentTypes: readonly PaymentType[] | undefined;
  reference: OfflineReference | null;
  /** The cart's computed lines (in the payload's order): a senior citizen / PWD line prints its gross, VAT removed and 20%. */
  lineFigures?: readonly Pick<LineResult, 'gross' | 'specialDiscount' | 'vatRemoved' | 'specialClass'>[];
}): ReceiptData {
  const { payload } = input;
  const typeName = (id: number) => input.paymentTypes?.find((t) => t.id === id)?.name ?? `Payment #${id}`;
  const user = useSession.getState().user as { displayName?: string | null } | null;
  let lineId = 0;
  const lines = payload.orderItems.flatMap((item, index) => {
    lineId += 1;
    const parentId = lineId;
    const figures = input.lineFigures?.[index];
    const parent = {
      id: parentId,
      bundleParentId: null,
      productName: item.productName,
      sku: item.sku,
      orderedQuantity: item.orderedQuantity,
      orderedUnit: item.orderedUnit,
      orderedUnitPrice: item.orderedUnitPrice,
      lineTotal: item.lineTotal,
      appliedDiscounts: item.appliedDiscounts,
      serialNumbers: item.serialNumbers.map((s) => s.serialNumber),
      ...(figures
        ? {
            grossAmount: toPesos(figures.gross),
            specialDiscountAmount: toPesos(figures.specialDiscount),
            specialVatRemoved: toPesos(figures.vatRemoved),
            specialDiscountClass: figures.specialClass ?? null,
          }
        : {}),
    };
    const parts = item.bundleModifications.map((part) => {
      lineId += 1;
      return {
        id: lineId,
        bundleParentId: parentId,
        productName: part.productName,
        orderedQuantity: part.quantity,
        orderedUnit: part.unitOfMeasure,
        orderedUnitPrice: 0,
        lineTotal: 0,
      };
    });
    return [parent, ...parts];
  });
  return {
    order: {
      id: 0,
      salesOrderNumber: input.provisionalNumber,
      salesOrderDate: input.madeAt,
      grossTotal: payload.grossTotal,
      discountTotal: payload.discountTotal,
      taxTotal: payload.taxTotal,
      netTotal: payload.netTotal,
      publicNote: payload.publicNote,
      appliedDiscounts: payload.appliedDiscounts,
      receiptPrints: 0,
      customer: input.customerName ? { customerName: input.customerName } : null,
      salesChannel: input.channelName ? { name: input.channelName } : null,
      salesOrderItems: lines,
      paymentTerms: payload.orderPayments.map((p, i) => ({
        id: i + 1,
        paidAmount: p.paidAmount,
        referenceNumber: p.referenceNumber,
        tenderedAmount: p.tenderedAmount,
        change: p.change,
        paymentType: { name: typeName(p.paymentType) },
      })),
      ...vatFigures(payload),
    },
    company: input.reference?.company ?? {},
    logo: null,
    printer: PRINTER_DEFAULTS,
    cashier: user?.displayName ?? null,
    isReprint: false,
  };
}

/** A VAT shop's figures and the senior citizen / PWD discount, when the sale carries them. */
function vatFigures(payload: OrderPayload) {
  const p = payload as OrderPayload &
    Partial<Record<'vatableSales' | 'vatAmount' | 'vatExemptSales' | 'zeroRatedSales' | 'specialDiscountTotal', number>>;
  const special = (
    payload as {
      specialDiscount?: { kind: string; holderName: string; holderId: string; holderTin?: string | null; bookletNumber?: string | null };
    }
  ).specialDiscount;
  return {
    vatableSales: p.vatableSales ?? null,
    vatAmount: p.vatAmount ?? null,
    vatExemptSales: p.vatExemptSales ?? null,
    zeroRatedSales: p.zeroRatedSales ?? null,
    specialDiscountTotal: p.specialDiscountTotal ?? null,
    specialDiscountKind: special?.kind ?? null,
    specialDiscountHolderName: special?.holderName ?? null,
    specialDiscountHolderId: special?.holderId ?? null,
    specialDiscountHolderTin: special?.holderTin ?? null,
    specialDiscountBookletNo: special?.bookletNumber ?? null,
  };
}
