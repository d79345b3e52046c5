import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SerialRequest } from '@/components/serial-numbers/serial-number-dialog';
import { useCan, usePermissions } from '@/lib/permissions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { getBasicNecessityAllowance } from '../api/get-basic-necessity-allowance';
import { FILTER_ORDER } from '../components/product-search';
import { cartTotals, combinedDiscounts, effectivePayments, ruleFromDiscount, serialsNeeded } from '../lib/cart';
import { usePosStore } from '../lib/pos-store';
import { changeLineQuantity, changeLineUnit, removeLineAndReprice, useAddProduct } from '../lib/use-add-product';
import { usePrompt } from '../lib/use-prompt';
import { useSaveFlow, type SaveSuccess } from '../lib/use-save-flow';
import type { SpecialDiscountInput } from '@oim/shared/schemas/pos';
import type { CommissionUser, PosCustomer, PosProduct, PosSerial, ShopDiscount } from '../types';
import { printOfflineReceiptOf, printReceiptOf } from './print-sale-receipt';
import { useTerminalDocument } from './use-terminal-document';
import { useTerminalReferenceData } from './use-terminal-reference-data';
import { useTerminalShortcuts } from './use-terminal-shortcuts';

/** A save shows "Saving, please wait..." once it has taken this long (the Confirm button is disabled meanwhile). */
const SAVING_MESSAGE_AFTER_MS = 300;

export type DiscountScope = 'sales_order' | 'sales_order_item';

/**
 * The point-of-sale terminal's state and actions, for its page and parts: the route (channel, the
 * record being edited), the reference data, the cart (lines, discounts, payments, customer), the
 * dialogs it asks and opens, saving and printing, and the keyboard shortcuts.
 */
export function useTerminal() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const channelId = Number(params.salesChannelId);
  const salesOrderId = params.salesOrderId ? Number(params.salesOrderId) : null;
  const quotationParam = searchParams.get('quotation');
  const quotationId = quotationParam ? Number(quotationParam) : null;
  const serviceOrderParam = searchParams.get('serviceOrder');
  const serviceOrderId = serviceOrderParam && !salesOrderId && !quotationId ? Number(serviceOrderParam) : null;
  // A document of the route (order, quotation, job order) is replaced by the plain terminal once saved or reset.
  const documentInRoute = Boolean(params.salesOrderId || quotationParam || serviceOrderParam);

  const canQuote = useCan('Create Quotations');
  // The Quotations list's New Quotation: the page says so and its primary save saves a quotation (F9 still sells).
  const newQuotation = canQuote && !salesOrderId && !quotationId && searchParams.get('mode') === 'quotation';
  const canSell = useCan('Create Sales Orders');
  const { isSuccess: permissionsKnown } = usePermissions();
  const reference = useTerminalReferenceData(channelId);
  const { paymentTypes, discounts } = reference;

  const lines = usePosStore((s) => s.lines);
  const orderDiscounts = usePosStore((s) => s.orderDiscounts);
  const taxProfile = usePosStore((s) => s.taxProfile);
  const specialDiscount = usePosStore((s) => s.specialDiscount);
  const payments = usePosStore((s) => s.payments);
  const customer = usePosStore((s) => s.customer);
  const activeLineId = usePosStore((s) => s.activeLineId);
  const quantity = usePosStore((s) => s.quantity);
  const filterType = usePosStore((s) => s.filterType);
  const publicNote = usePosStore((s) => s.publicNote);
  const activeSalesOrderId = usePosStore((s) => s.activeSalesOrderId);
  const activeQuotationId = usePosStore((s) => s.activeQuotationId);
  const salesOrderNumber = usePosStore((s) => s.salesOrderNumber);
  const quotationNumber = usePosStore((s) => s.quotationNumber);
  const activeServiceOrderId = usePosStore((s) => s.serviceOrderId);
  const serviceOrderNumber = usePosStore((s) => s.serviceOrderNumber);
  const store = usePosStore.getState();

  // Spec 4: totals once per change of the cart, with the shared arithmetic.
  const basicNecessityAllowance = usePosStore((s) => s.basicNecessityAllowance);
  const totals = useMemo(
    () => cartTotals(lines, orderDiscounts, taxProfile, basicNecessityAllowance),
    [lines, orderDiscounts, taxProfile, basicNecessityAllowance],
  );
  const shownPayments = useMemo(() => effectivePayments(payments, totals.netTotal), [payments, totals.netTotal]);
  const discountList = useMemo(() => combinedDiscounts(totals, lines), [totals, lines]);
  const activeLine = lines.find((l) => l.uniqueId === activeLineId) ?? null;

  const searchRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const lineQuantityRef = useRef<HTMLInputElement>(null);
  const linePriceRef = useRef<HTMLInputElement>(null);
  const paymentRef = useRef<HTMLInputElement>(null);
  // Below the two-column width the terminal takes its phone layout (read at once: no desktop flash first).
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const phoneRef = useRef(phone);
  useEffect(() => {
    phoneRef.current = phone;
  }, [phone]);
  // On a phone the search box is not focused after each step: that would raise the on-screen keyboard.
  const focusSearch = useCallback(() => setTimeout(() => phoneRef.current || searchRef.current?.focus(), 0), []);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [lineSheetOpen, setLineSheetOpen] = useState(false);
  const [specialOpen, setSpecialOpen] = useState(false);

  const record = useTerminalDocument({
    salesOrderId,
    quotationId,
    serviceOrderId,
    discounts,
    discountsPending: reference.discountsPending,
    focusSearch,
  });
  const forgetDocument = record.forget;

  // Dialogs asked while adding an item.
  const quantityPrompt = usePrompt<PosProduct, number>();
  const commissionPrompt = usePrompt<PosProduct, CommissionUser>();
  const serialPrompt = usePrompt<SerialRequest, PosSerial[]>();
  const askSerials = serialPrompt.ask;
  const addProduct = useAddProduct(
    useMemo(
      () => ({ askQuantity: quantityPrompt.ask, askCommissionUser: commissionPrompt.ask, askSerials: serialPrompt.ask }),
      [quantityPrompt.ask, commissionPrompt.ask, serialPrompt.ask],
    ),
    focusSearch,
  );

  const [customerOpen, setCustomerOpen] = useState(false);
  const [discountScope, setDiscountScope] = useState<DiscountScope | null>(null);
  const [saved, setSaved] = useState<SaveSuccess | null>(null);
  // After a print (automatic or asked for) Enter goes on to the next sale: the Sale Saved dialog's
  // default button has the keyboard again, wherever printing left it.
  const nextSaleRef = useRef<HTMLButtonElement>(null);
  const printFromSavedDialog = useCallback((sale: SaveSuccess, options: { automatic?: boolean }) => {
    const printed = sale.offline ? printOfflineReceiptOf(sale.offline.receipt) : printReceiptOf(sale.id, options);
    void printed.then(() => nextSaleRef.current?.focus());
  }, []);

  const onSaved = useCallback(
    (result: SaveSuccess) => {
      setSaved(result);
      setCheckoutOpen(false);
      usePosStore.getState().resetForm();
      forgetDocument();
      // Offline the printer settings are not at hand: the cashier prints from the dialog.
      if (result.kind === 'order' && !result.edited && !result.offline) printFromSavedDialog(result, { automatic: true });
      if (documentInRoute) void navigate(`/pos/${channelId}/terminal`, { replace: true });
    },
    [channelId, navigate, documentInRoute, printFromSavedDialog, forgetDocument],
  );
  const save = useSaveFlow(paymentTypes, onSaved);
  // The saving message only for a save that takes a while: a sale kept on the device offline is
  // confirmed in milliseconds, and mounting a modal for them would only delay the Sale Saved dialog.
  const savingSlowly = useDebouncedValue(save.busy, SAVING_MESSAGE_AFTER_MS) && save.busy;

  const openSerials = useCallback(async () => {
    const line = usePosStore.getState().lines.find((l) => l.uniqueId === usePosStore.getState().activeLineId);
    if (!line?.isSerialized) return;
    const chosen = await askSerials({
      productId: line.productId,
      productName: line.productName,
      needed: serialsNeeded(line),
      chosen: line.serialNumbers,
    });
    if (chosen) usePosStore.getState().updateLine(line.uniqueId, (l) => ({ ...l, serialNumbers: chosen }));
    focusSearch();
  }, [askSerials, focusSearch]);

  const newSale = useCallback(() => {
    usePosStore.getState().newSale();
    forgetDocument();
    void navigate('/pos');
  }, [navigate, forgetDocument]);
  const resetForm = useCallback(() => {
    usePosStore.getState().resetForm();
    forgetDocument();
    if (documentInRoute) void navigate(`/pos/${channelId}/terminal`, { replace: true });
    focusSearch();
  }, [channelId, navigate, documentInRoute, focusSearch, forgetDocument]);

  const selectLine = useCallback((uniqueId: string) => usePosStore.getState().set({ activeLineId: uniqueId }), []);
  const moveLine = (step: number) => {
    const { lines: all, activeLineId: current } = usePosStore.getState();
    if (all.length === 0) return;
    const at = all.findIndex((l) => l.uniqueId === current);
    const next = at === -1 ? (step > 0 ? 0 : all.length - 1) : Math.min(Math.max(at + step, 0), all.length - 1);
    selectLine(all[next]!.uniqueId);
  };
  const removeLine = useCallback(
    (uniqueId: string) => {
      void removeLineAndReprice(uniqueId);
      setLineSheetOpen(false);
      focusSearch();
    },
    [focusSearch],
  );

  // A field that commits on blur (a line's quantity or price, a payment's amount) is committed
  // before a save reads the cart.
  const commitFieldInEdit = () => {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active !== searchRef.current) active.blur();
  };

  const addPaymentLine = () => {
    usePosStore.getState().addPayment(totals.netTotal);
    // The new line's type is the next thing to choose.
    setTimeout(() => {
      const selects = document.querySelectorAll<HTMLSelectElement>('section[aria-label="Payments"] select');
      selects[selects.length - 1]?.focus();
    }, 0);
  };

  /**
   * A field of the selected line. On the desktop it is on screen: focused at once, so the next key
   * typed lands in it. On a phone its sheet opens first and the field is focused once it is there.
   */
  const focusLineField = (ref: RefObject<HTMLInputElement | null>) => {
    if (!phone || !activeLine) return ref.current?.focus();
    setLineSheetOpen(true);
    setTimeout(() => ref.current?.focus(), 0);
  };
  const openLine = useCallback(
    (uniqueId: string) => {
      selectLine(uniqueId);
      setLineSheetOpen(true);
    },
    [selectLine],
  );

  const chooseDiscount = (discount: ShopDiscount) => {
    const rule = ruleFromDiscount(discount);
    if (discountScope === 'sales_order_item' && activeLine) store.addLineDiscount(activeLine.uniqueId, rule);
    else if (discountScope === 'sales_order') store.addOrderDiscount(rule);
    setDiscountScope(null);
    focusSearch();
  };

  const selectCustomer = (picked: PosCustomer) => {
    usePosStore.getState().selectCustomer(picked, totals.netTotal);
    setCustomerOpen(false);
    focusSearch();
  };

  const applySpecialDiscount = async (special: SpecialDiscountInput | null) => {
    // The 5% on basic necessities counts against the booklet's weekly cap, as the server counts it.
    const allowance = special?.bookletNumber
      ? await getBasicNecessityAllowance(special.bookletNumber, store.activeSalesOrderId).catch(() => null)
      : null;
    store.setSpecialDiscount(special, allowance);
    setSpecialOpen(false);
    focusSearch();
  };

  const dialogOpen =
    quantityPrompt.open ||
    commissionPrompt.open ||
    serialPrompt.open ||
    customerOpen ||
    discountScope !== null ||
    save.error !== null ||
    record.loadError !== null ||
    save.confirming !== null ||
    saved !== null ||
    record.loading ||
    save.busy;

  useTerminalShortcuts(!dialogOpen, {
    focusSearch: () => searchRef.current?.focus(),
    openCustomer: () => setCustomerOpen(true),
    nextSearchFilter: () => {
      const i = FILTER_ORDER.indexOf(usePosStore.getState().filterType);
      usePosStore.getState().set({ filterType: FILTER_ORDER[(i + 1) % FILTER_ORDER.length]! });
      searchRef.current?.focus();
    },
    focusQuantity: () => quantityRef.current?.focus(),
    lineDiscount: () => {
      if (activeLine) setDiscountScope('sales_order_item');
    },
    orderDiscount: () => setDiscountScope('sales_order'),
    openPayment: () => {
      if (usePosStore.getState().payments.length === 0)
        usePosStore.getState().addPayment(totals.netTotal, customer?.defaultPaymentTypeId ?? null);
      if (phone) setCheckoutOpen(true);
      setTimeout(() => paymentRef.current?.focus(), 0);
    },
    saveSale: () => {
      commitFieldInEdit();
      save.requestSave('order');
    },
    saveQuotation: () => {
      commitFieldInEdit();
      if (canQuote) save.requestSave('quotation');
    },
    newSale,
    resetForm,
    addPayment: addPaymentLine,
    moveLine,
    focusLineQuantity: () => focusLineField(lineQuantityRef),
    focusLinePrice: () => focusLineField(linePriceRef),
    openSerials: () => void openSerials(),
    removeLine: () => {
      if (activeLine) removeLine(activeLine.uniqueId);
    },
  });

  return {
    // The route and what the user may do.
    params,
    newQuotation,
    canQuote,
    canSell,
    permissionsKnown,
    ...reference,
    // The cart.
    store,
    lines,
    orderDiscounts,
    taxProfile,
    specialDiscount,
    customer,
    activeLine,
    activeLineId,
    quantity,
    filterType,
    publicNote,
    activeSalesOrderId,
    activeQuotationId,
    salesOrderNumber,
    quotationNumber,
    activeServiceOrderId,
    serviceOrderNumber,
    totals,
    shownPayments,
    discountList,
    // Where the keyboard goes.
    refs: { searchRef, quantityRef, lineQuantityRef, linePriceRef, paymentRef, nextSaleRef },
    phone,
    focusSearch,
    // The phone's sheets.
    checkoutOpen,
    setCheckoutOpen,
    lineSheetOpen,
    setLineSheetOpen,
    // Dialogs.
    quantityPrompt,
    commissionPrompt,
    serialPrompt,
    customerOpen,
    setCustomerOpen,
    discountScope,
    setDiscountScope,
    specialOpen,
    setSpecialOpen,
    saved,
    setSaved,
    loading: record.loading,
    loadError: record.loadError,
    clearLoadError: record.clearLoadError,
    // Actions.
    addProduct,
    save,
    savingSlowly,
    printFromSavedDialog,
    openSerials,
    newSale,
    resetForm,
    selectLine,
    openLine,
    removeLine,
    addPaymentLine,
    chooseDiscount,
    selectCustomer,
    applySpecialDiscount,
    changeLineQuantity,
    changeLineUnit,
  };
}

export type Terminal = ReturnType<typeof useTerminal>;
