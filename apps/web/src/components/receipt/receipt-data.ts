import type { AppliedDiscount } from '@oim/shared/pos/arithmetic';
import type { PrinterSettings } from '@oim/shared/schemas/masterfile';
import { api } from '@/lib/api-client';

export type ReceiptLine = {
  id: number;
  bundleParentId: number | null;
  productName: string;
  sku?: string | null;
  orderedQuantity: number | string;
  orderedUnit?: string | null;
  orderedUnitPrice: number | string;
  grossAmount?: number | string | null;
  lineTotal: number | string;
  appliedDiscounts?: AppliedDiscount[] | null;
  serialNumbers?: string[] | null;
  /** A senior citizen / PWD line: the VAT removed first, then the 20% (see packages/shared pos/tax). */
  specialDiscountAmount?: number | string | null;
  specialVatRemoved?: number | string | null;
  /** Which special discount the line took: FULL (the 20%) or BASIC_NECESSITY (the 5%, VAT kept). */
  specialDiscountClass?: string | null;
};

export type ReceiptPayment = {
  id: number;
  paidAmount: number | string;
  referenceNumber?: string | null;
  tenderedAmount?: number | string | null;
  change?: number | string | null;
  paymentType?: { name: string } | null;
};

/** The parts of a sales order (with ORDER_DETAIL relations) that a receipt prints. */
export type ReceiptOrder = {
  id: number;
  salesOrderNumber: string;
  salesOrderDate: string;
  /** A sale made offline: the number its offline receipt printed ("Offline receipt …"). */
  offlineProvisionalNumber?: string | null;
  status?: string;
  grossTotal: number | string;
  discountTotal: number | string;
  taxTotal: number | string;
  netTotal: number | string;
  publicNote?: string | null;
  appliedDiscounts?: AppliedDiscount[] | null;
  receiptPrints?: number;
  customer?: { customerName: string; isDefault?: boolean } | null;
  salesChannel?: { name: string } | null;
  salesOrderItems?: ReceiptLine[];
  paymentTerms?: ReceiptPayment[];
  createdByUser?: { displayName?: string | null; firstname?: string | null; lastname?: string | null } | null;
  // VAT shops' figures and the senior citizen / PWD discount (absent on older answers: none).
  vatableSales?: number | string | null;
  vatAmount?: number | string | null;
  vatExemptSales?: number | string | null;
  zeroRatedSales?: number | string | null;
  specialDiscountKind?: 'SENIOR_CITIZEN' | 'PWD' | string | null;
  specialDiscountTotal?: number | string | null;
  specialDiscountHolderName?: string | null;
  specialDiscountHolderId?: string | null;
  specialDiscountHolderTin?: string | null;
  /** The holder's purchase booklet number (the 5% on basic necessities). */
  specialDiscountBookletNo?: string | null;
};

/** GET sales/sales-orders/{id}/receipt: what a receipt prints, and how. */
export type ReceiptData = {
  order: ReceiptOrder;
  /** The channel's company profile (company_name, address, phone, email, tin, receipt_header, receipt_footer). */
  company: Partial<Record<string, string | null>>;
  /** A data URL, or null when there is none or the printer settings hide it. */
  logo: string | null;
  printer: PrinterSettings;
  cashier: string | null;
  isReprint: boolean;
  /** The BIR lines of a sale rung up at a terminal (pos-terminals); absent in previews. */
  counter?: ReceiptCounter;
};

/** What a receipt prints for the BIR: the terminal's numbers, the invoice number, the wording. */
export type ReceiptCounter = {
  terminal: {
    terminalName: string;
    machineIdentificationNumber: string | null;
    serialNumber: string | null;
    permitToUseNumber: string | null;
    accreditationNumber: string | null;
  } | null;
  invoiceNumber: string | null;
  /** "THIS SERVES AS AN OFFICIAL RECEIPT" or "SALES INVOICE" (null: none chosen). */
  wording: string | null;
  reprintCount: number;
  isVoid: boolean;
};

export async function getReceipt(salesOrderId: number): Promise<ReceiptData> {
  return (await api.get<{ data: ReceiptData }>(`sales/sales-orders/${salesOrderId}/receipt`)).data;
}

/** POST sales/sales-orders/{id}/receipt/printed: counts a print, so later ones are REPRINTs. */
export async function recordReceiptPrinted(salesOrderId: number): Promise<number> {
  return (await api.post<{ data: { receiptPrints: number } }>(`sales/sales-orders/${salesOrderId}/receipt/printed`)).data.receiptPrints;
}
