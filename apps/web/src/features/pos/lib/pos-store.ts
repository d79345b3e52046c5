import { create } from 'zustand';
import { removeDiscountAt, type DiscountRule } from '@oim/shared/pos/arithmetic';
import type { TaxProfile } from '@oim/shared/pos/tax';
import type { SpecialDiscountInput } from '@oim/shared/schemas/pos';
import type { PosChannel, PosCustomer, PosFilterType, PosLine, PosPayment } from '../types';
import { defaultPayments, effectivePayments, newPaymentKey, remainingToPay, withPrice, withQuantity, withSpecialDiscount } from './cart';

/** What the terminal holds between saves (spec 3 POS working state): the document being edited, the cart, payments and customer. */
export type PosWorkingState = {
  activeSalesOrderId: number | null;
  activeQuotationId: number | null;
  /** The job order whose sale is being made, and its number for the chip. */
  serviceOrderId: number | null;
  serviceOrderNumber: string | null;
  filterType: PosFilterType;
  /** Spec 9: the initial quantity is 1. */
  quantity: number;
  lines: PosLine[];
  orderDiscounts: DiscountRule[];
  /** The channel's tax profile (company profile tax_profile), loaded with the terminal. */
  taxProfile: TaxProfile;
  /** The sale's senior citizen / PWD discount and its holder, applied to eligible lines. */
  specialDiscount: SpecialDiscountInput | null;
  /** What is left of the holder's weekly cap of basic necessities (pesos; null: not known, no cap), looked up with the discount. */
  basicNecessityAllowance: number | null;
  payments: PosPayment[];
  customer: PosCustomer | null;
  /** The default customer as fetched (spec 4), kept for Reset. */
  defaultCustomer: PosCustomer | null;
  salesChannel: PosChannel | null;
  activeLineId: string | null;
  publicNote: string;
  salesOrderNumber: string | null;
  salesOrderDate: string | null;
  quotationNumber: string | null;
  quotationDate: string | null;
  validUntilDate: string | null;
};

export function initialPosState(): PosWorkingState {
  return {
    activeSalesOrderId: null,
    activeQuotationId: null,
    serviceOrderId: null,
    serviceOrderNumber: null,
    filterType: 'name',
    quantity: 1,
    lines: [],
    orderDiscounts: [],
    taxProfile: 'NON_VAT',
    specialDiscount: null,
    basicNecessityAllowance: null,
    payments: [],
    customer: null,
    defaultCustomer: null,
    salesChannel: null,
    activeLineId: null,
    publicNote: '',
    salesOrderNumber: null,
    salesOrderDate: new Date().toISOString(),
    quotationNumber: null,
    quotationDate: null,
    validUntilDate: null,
  };
}

type Actions = {
  set: (patch: Partial<PosWorkingState>) => void;
  /** Spec 4: New sale resets everything, the channel too. */
  newSale: () => void;
  /** Spec 4: Reset form keeps the default customer (and the channel). */
  resetForm: () => void;
  setDefaultCustomer: (customer: PosCustomer | null, fallbackPaymentTypeId?: number) => void;
  /** Spec 4: picking a customer sets one payment of their default type for the net total. */
  selectCustomer: (customer: PosCustomer | null, netTotal: number) => void;
  addLines: (lines: PosLine[]) => void;
  setLineQuantity: (uniqueId: string, quantity: number) => void;
  setLinePrice: (uniqueId: string, price: number) => void;
  updateLine: (uniqueId: string, change: (line: PosLine) => PosLine) => void;
  removeLine: (uniqueId: string) => void;
  addLineDiscount: (uniqueId: string, rule: DiscountRule) => void;
  /** Gives (or with null takes back) the sale's senior citizen / PWD discount on every eligible line. */
  setSpecialDiscount: (special: SpecialDiscountInput | null, basicNecessityAllowance?: number | null) => void;
  addOrderDiscount: (rule: DiscountRule) => void;
  /** Spec 4: removal by index across the combined list (lines' discounts, then the order's). */
  removeDiscount: (index: number) => void;
  /** A new payment line for what is still unpaid; the lines so far keep the amounts they show. */
  addPayment: (netTotal: number, paymentType?: number | null) => void;
  updatePayment: (key: string, patch: Partial<PosPayment>) => void;
  /**
   * A payment's amount. Changing a later line leaves the first line with what the others do not
   * cover (e.g. GCash 400 of 1,000 makes Cash 600), so split tenders take one entry.
   */
  setPaymentAmount: (key: string, amount: number, netTotal: number) => void;
  removePayment: (key: string, netTotal: number) => void;
};

export type PosStore = PosWorkingState & Actions;

const mapLine = (lines: PosLine[], uniqueId: string, change: (line: PosLine) => PosLine) =>
  lines.map((line) => (line.uniqueId === uniqueId ? change(line) : line));

export const usePosStore = create<PosStore>((set, get) => ({
  ...initialPosState(),
  set: (patch) => set(patch),
  newSale: () => set({ ...initialPosState(), taxProfile: get().taxProfile }),
  resetForm: () => {
    const { defaultCustomer, salesChannel, taxProfile } = get();
    set({
      ...initialPosState(),
      taxProfile,
      salesChannel,
      defaultCustomer,
      customer: defaultCustomer,
      payments: defaultPayments(defaultCustomer?.defaultPaymentTypeId ?? 1, 0),
    });
  },
  setDefaultCustomer: (customer, fallbackPaymentTypeId = 1) =>
    set((s) => ({
      defaultCustomer: customer,
      customer: s.customer ?? customer,
      payments: s.payments.length > 0 ? s.payments : defaultPayments(customer?.defaultPaymentTypeId ?? fallbackPaymentTypeId, 0),
    })),
  selectCustomer: (customer, netTotal) =>
    set((s) => ({
      customer,
      payments: customer?.defaultPaymentTypeId ? defaultPayments(customer.defaultPaymentTypeId, netTotal) : s.payments,
    })),
  addLines: (lines) =>
    set((s) => ({
      lines: [...s.lines, ...lines.map((l) => (s.specialDiscount ? withSpecialDiscount(l, s.specialDiscount, s.taxProfile) : l))],
      activeLineId: lines[0]?.uniqueId ?? s.activeLineId,
      quantity: 1,
    })),
  setLineQuantity: (uniqueId, quantity) => set((s) => ({ lines: mapLine(s.lines, uniqueId, (l) => withQuantity(l, quantity)) })),
  setLinePrice: (uniqueId, price) => set((s) => ({ lines: mapLine(s.lines, uniqueId, (l) => withPrice(l, price)) })),
  updateLine: (uniqueId, change) => set((s) => ({ lines: mapLine(s.lines, uniqueId, change) })),
  removeLine: (uniqueId) =>
    set((s) => {
      const index = s.lines.findIndex((l) => l.uniqueId === uniqueId);
      const lines = s.lines.filter((l) => l.uniqueId !== uniqueId);
      const next = lines[Math.min(index, lines.length - 1)]?.uniqueId ?? null;
      return { lines, activeLineId: s.activeLineId === uniqueId ? next : s.activeLineId };
    }),
  // On a line with the senior citizen / PWD discount, a regular one replaces it only when larger.
  addLineDiscount: (uniqueId, rule) =>
    set((s) => ({
      lines: mapLine(s.lines, uniqueId, (l) => {
        const next = { ...l, specialDiscount: false, appliedDiscounts: [...l.appliedDiscounts, rule] };
        return l.specialDiscount ? withSpecialDiscount(next, s.specialDiscount, s.taxProfile) : next;
      }),
    })),
  setSpecialDiscount: (special, basicNecessityAllowance = null) =>
    set((s) => ({
      specialDiscount: special,
      basicNecessityAllowance: special?.bookletNumber ? basicNecessityAllowance : null,
      lines: s.lines.map((l) => withSpecialDiscount(l, special, s.taxProfile)),
    })),
  addOrderDiscount: (rule) => set((s) => ({ orderDiscounts: [...s.orderDiscounts, rule] })),
  removeDiscount: (index) =>
    set((s) => {
      const { lines, orderDiscounts } = removeDiscountAt(s.lines, s.orderDiscounts, index);
      return { lines, orderDiscounts };
    }),
  addPayment: (netTotal, paymentType = null) =>
    set((s) => {
      const shown = effectivePayments(s.payments, netTotal);
      const remaining = remainingToPay(shown, netTotal);
      return {
        payments: [
          ...shown,
          {
            key: newPaymentKey(),
            paymentType,
            paidAmount: remaining,
            dueAmount: remaining,
            referenceNumber: '',
            notes: '',
            tenderedAmount: null,
            change: null,
          },
        ],
      };
    }),
  updatePayment: (key, patch) =>
    set((s) => ({
      payments: s.payments.map((p) => {
        if (p.key !== key) return p;
        const next = { ...p, ...patch };
        if (patch.paidAmount !== undefined) next.dueAmount = patch.paidAmount;
        return next;
      }),
    })),
  setPaymentAmount: (key, amount, netTotal) =>
    set((s) => {
      const payments = s.payments.map((p) => (p.key === key ? { ...p, paidAmount: amount, dueAmount: amount } : p));
      if (payments.length < 2 || payments[0]!.key === key) return { payments };
      const rest = remainingToPay(payments.slice(1), netTotal);
      return { payments: [{ ...payments[0]!, paidAmount: rest, dueAmount: rest }, ...payments.slice(1)] };
    }),
  removePayment: (key, netTotal) =>
    set((s) => ({
      payments: effectivePayments(
        s.payments.filter((p) => p.key !== key),
        netTotal,
      ),
    })),
}));
