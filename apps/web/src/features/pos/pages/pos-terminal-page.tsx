import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonIcon from '@mui/icons-material/Person';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { LoadingDialog } from '@/components/dialogs/loading-dialog';
import { QuantityDialog } from '@/components/dialogs/quantity-dialog';
import { isUnansweredLoad, useMySalesChannels } from '@/lib/reference-data/sales-channels';
import { useCan, usePermissions } from '@/lib/permissions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { defaultCustomerQuery } from '../api/get-default-customer';
import { useDiscounts } from '../api/get-discounts';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { getQuotationForTerminal, getSalesOrderForTerminal, getServiceOrderDraftForTerminal } from '../api/get-terminal-documents';
import { CartLines } from '../components/cart-lines';
import { CommissionDialog } from '../components/commission-dialog';
import { DiscountDialog } from '../components/discount-dialog';
import { LineEditor } from '../components/line-editor';
import { PaymentsPanel } from '../components/payments-panel';
import { FILTER_ORDER, ProductSearch } from '../components/product-search';
import { SaleSavedDialog } from '../components/sale-saved-dialog';
import type { SerialRequest } from '@/components/serial-numbers/serial-number-dialog';
import { ShortcutHints, ShortcutLabel } from '../components/shortcut-label';
import { TerminalShiftBar, useTerminalShift } from '../components/terminal-shift-bar';
import { connectionLabel, OfflineIndicator, OfflineReadinessChip } from '../components/offline-indicator';
import type { TerminalMenuEntry } from '../components/phone-terminal-layout';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';
import type { StoredChannel } from '../offline/local-catalogue';
import { readinessLabel, useOfflineTerminal } from '../offline/use-offline-terminal';
import type { ReceiptData } from '@/components/receipt/receipt-data';
import { TotalsPanel } from '../components/totals-panel';
import { useTaxProfile } from '../api/get-tax-profile';
import { getBasicNecessityAllowance } from '../api/get-basic-necessity-allowance';
import { cartTotals, combinedDiscounts, effectivePayments, ruleFromDiscount, serialsNeeded } from '../lib/cart';
import { stateFromQuotation, stateFromSalesOrder, stateFromServiceOrderDraft } from '../lib/load-document';
import { usePosStore } from '../lib/pos-store';
import { changeLineQuantity, changeLineUnit, removeLineAndReprice, useAddProduct } from '../lib/use-add-product';
import { usePrompt } from '../lib/use-prompt';
import { useSaveFlow, type SaveSuccess } from '../lib/use-save-flow';
import type { CommissionUser, PosChannel, PosCustomer, PosProduct, PosSerial, ShopDiscount } from '../types';

const PhoneTerminalLayout = lazy(() => import('../components/phone-terminal-layout'));
// Opened on demand (F2, the senior citizen / PWD button): loaded the first time, not with the terminal.
const PosCustomerLookupDialog = lazy(() =>
  import('../components/pos-customer-lookup-dialog').then((m) => ({ default: m.PosCustomerLookupDialog })),
);
const SpecialDiscountDialog = lazy(() =>
  import('../components/special-discount-dialog').then((m) => ({ default: m.SpecialDiscountDialog })),
);
// Asked only for serial-tracked products: loaded the first time it is, not with the terminal.
const SerialNumberDialog = lazy(() =>
  import('@/components/serial-numbers/serial-number-dialog').then((m) => ({ default: m.SerialNumberDialog })),
);

/** A save shows "Saving, please wait..." once it has taken this long (the Confirm button is disabled meanwhile). */
const SAVING_MESSAGE_AFTER_MS = 300;

/** The receipt module loads only when a receipt is printed (it is not part of the terminal's first chunk). */
function printReceiptOf(salesOrderId: number, options: { reprint?: boolean; automatic?: boolean }): Promise<void> {
  return import('@/features/pos/receipt/print-receipt')
    .then((m) => m.printReceipt(salesOrderId, options))
    .catch((error: unknown) => console.error('Could not print the receipt', error));
}

/** A sale made offline prints the receipt built on the device, marked provisional. */
function printOfflineReceiptOf(receipt: ReceiptData): Promise<void> {
  return import('@/features/pos/receipt/print-receipt')
    .then((m) => m.printOfflineReceipt(receipt))
    .catch((error: unknown) => console.error('Could not print the receipt', error));
}

/**
 * Spec 2.10: the point-of-sale terminal at /pos/{salesChannelId}/terminal[/{salesOrderId}] (a
 * quotation opens with ?quotation={id}, a job order's sale with ?serviceOrder={id}; ?mode=quotation starts a new quotation). Everything has a key: F1 search, F2 customer, F3 search
 * by, F4 quantity, F6 line discount, F7 order discount, F8 payment, F9 save sale, F10 quotation,
 * Alt+N new sale, Alt+R reset, Alt+P add payment, Alt+↑/↓ line, Alt+Q/E quantity/price, Alt+S serials, Alt+Delete remove.
 */
export default function PosTerminalPage() {
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
  const { data: channels, isPending: channelsPending } = useMySalesChannels();
  const serverChannel = channels?.find((c) => c.id === channelId) ?? null;
  const offlineStatus = useOfflineTerminal(channelId > 0 ? channelId : null, serverChannel as StoredChannel | null);
  // Opened without a connection and without the channels kept by the service worker (lost right after
  // the terminal first opened): the channel as this device stored it for offline sales.
  const channelsUnanswered = isUnansweredLoad(channels);
  const keptChannel = channelsUnanswered ? ((offlineStatus.readiness?.channel ?? null) as PosChannel | null) : null;
  const channel: PosChannel | null = (serverChannel as PosChannel | null) ?? keptChannel;
  // The BIR terminal this device is and its shift (a channel without terminals has none).
  const terminalShift = useTerminalShift(channel?.id ?? null);
  const paymentTypesQuery = usePaymentTypeOptions();
  const discountsQuery = useDiscounts();
  const defaultCustomer = useQuery(defaultCustomerQuery);
  // What got no answer and was not kept by the service worker comes from the reference data kept for offline sales.
  const keptReference = useQuery({
    queryKey: ['pos', 'offline-reference', channelId],
    queryFn: async () => (await (await loadOfflineRuntime()).localReference(channelId)) ?? null,
    enabled: channelId > 0 && (paymentTypesQuery.isError || discountsQuery.isError || (defaultCustomer.isSuccess && !defaultCustomer.data)),
    staleTime: Infinity,
  });
  const paymentTypes = paymentTypesQuery.data ?? (keptReference.data?.paymentTypes as typeof paymentTypesQuery.data);
  const discounts = discountsQuery.data ?? (keptReference.data?.discounts as ShopDiscount[] | undefined);
  const discountsPending = discountsQuery.isPending;
  const startingCustomer = (defaultCustomer.data ?? keptReference.data?.defaultCustomer ?? null) as PosCustomer | null;

  const lines = usePosStore((s) => s.lines);
  const orderDiscounts = usePosStore((s) => s.orderDiscounts);
  const taxProfile = usePosStore((s) => s.taxProfile);
  const specialDiscount = usePosStore((s) => s.specialDiscount);
  const [specialOpen, setSpecialOpen] = useState(false);
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

  // The channel's tax profile decides how totals are worked out (VAT shops) and what the receipt prints.
  const loadedTaxProfile = useTaxProfile(channel?.id ?? null).data;
  useEffect(() => {
    if (loadedTaxProfile && usePosStore.getState().taxProfile !== loadedTaxProfile)
      usePosStore.getState().set({ taxProfile: loadedTaxProfile });
  }, [loadedTaxProfile]);

  // The channel of the route is the sale's channel.
  useEffect(() => {
    if (channel && usePosStore.getState().salesChannel?.id !== channel.id) usePosStore.getState().set({ salesChannel: channel });
  }, [channel]);

  // Spec 4: the default customer, else customer 1, else none; its payment type, else type 1.
  useEffect(() => {
    if (defaultCustomer.isSuccess) usePosStore.getState().setDefaultCustomer(startingCustomer);
  }, [defaultCustomer.isSuccess, startingCustomer]);

  // The route decides what is being edited: a plain terminal never carries on an order or a
  // quotation opened earlier (a save would change that record).
  useEffect(() => {
    const { activeSalesOrderId: order, activeQuotationId: quotation, serviceOrderId: jobOrder } = usePosStore.getState();
    if (!salesOrderId && !quotationId && !serviceOrderId && (order || quotation || jobOrder)) usePosStore.getState().resetForm();
  }, [salesOrderId, quotationId, serviceOrderId]);

  // Spec 4: an existing order or quotation fills the terminal (never both active).
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const loadedRef = useRef<string | null>(null);
  useEffect(() => {
    const wanted = salesOrderId
      ? `order-${salesOrderId}`
      : quotationId
        ? `quotation-${quotationId}`
        : serviceOrderId
          ? `service-order-${serviceOrderId}`
          : null;
    // The shop's discounts first: a saved discount is taken back at its shop value.
    if (!wanted || loadedRef.current === wanted || discountsPending) return;
    loadedRef.current = wanted;
    setLoading(true);
    const load = async () => {
      try {
        if (salesOrderId) {
          const { order, items } = await getSalesOrderForTerminal(salesOrderId);
          if (order.status === 'VOIDED') throw new Error(`Sales order ${order.salesOrderNumber} is voided and cannot be changed.`);
          usePosStore.getState().set(stateFromSalesOrder(order, items, discounts ?? []));
        } else if (quotationId) {
          const quotation = await getQuotationForTerminal(quotationId);
          usePosStore.getState().set(stateFromQuotation(quotation, discounts ?? []));
        } else if (serviceOrderId) {
          const { draft, customer, serviceOrderNumber: number } = await getServiceOrderDraftForTerminal(serviceOrderId);
          usePosStore.getState().set(stateFromServiceOrderDraft(draft, number, customer));
        }
      } catch (error) {
        setLoadError(error instanceof Error && error.message ? error.message : 'The record could not be opened.');
      } finally {
        setLoading(false);
        focusSearch();
      }
    };
    void load();
  }, [salesOrderId, quotationId, serviceOrderId, discounts, discountsPending, focusSearch]);

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
  const [discountScope, setDiscountScope] = useState<'sales_order' | 'sales_order_item' | null>(null);
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
      loadedRef.current = null;
      // Offline the printer settings are not at hand: the cashier prints from the dialog.
      if (result.kind === 'order' && !result.edited && !result.offline) printFromSavedDialog(result, { automatic: true });
      if (documentInRoute) void navigate(`/pos/${channelId}/terminal`, { replace: true });
    },
    [channelId, navigate, documentInRoute, printFromSavedDialog],
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
    loadedRef.current = null;
    void navigate('/pos');
  }, [navigate]);
  const resetForm = useCallback(() => {
    usePosStore.getState().resetForm();
    loadedRef.current = null;
    if (documentInRoute) void navigate(`/pos/${channelId}/terminal`, { replace: true });
    focusSearch();
  }, [channelId, navigate, documentInRoute, focusSearch]);

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

  const dialogOpen =
    quantityPrompt.open ||
    commissionPrompt.open ||
    serialPrompt.open ||
    customerOpen ||
    discountScope !== null ||
    save.error !== null ||
    loadError !== null ||
    save.confirming !== null ||
    saved !== null ||
    loading ||
    save.busy;

  // Keyboard-first: the terminal's keys, unless a dialog has the keyboard.
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (dialogOpen) return;
    const act = (fn: () => void) => {
      e.preventDefault();
      fn();
    };
    if (!e.altKey && !e.ctrlKey && !e.metaKey) {
      switch (e.key) {
        case 'F1':
          return act(() => searchRef.current?.focus());
        case 'F2':
          return act(() => setCustomerOpen(true));
        case 'F3':
          return act(() => {
            const i = FILTER_ORDER.indexOf(usePosStore.getState().filterType);
            usePosStore.getState().set({ filterType: FILTER_ORDER[(i + 1) % FILTER_ORDER.length]! });
            searchRef.current?.focus();
          });
        case 'F4':
          return act(() => quantityRef.current?.focus());
        case 'F6':
          return act(() => activeLine && setDiscountScope('sales_order_item'));
        case 'F7':
          return act(() => setDiscountScope('sales_order'));
        case 'F8':
          return act(() => {
            if (usePosStore.getState().payments.length === 0)
              usePosStore.getState().addPayment(totals.netTotal, customer?.defaultPaymentTypeId ?? null);
            if (phone) setCheckoutOpen(true);
            setTimeout(() => paymentRef.current?.focus(), 0);
          });
        case 'F9':
          return act(() => {
            commitFieldInEdit();
            save.requestSave('order');
          });
        case 'F10':
          return act(() => {
            commitFieldInEdit();
            if (canQuote) save.requestSave('quotation');
          });
      }
      return;
    }
    if (e.altKey && !e.ctrlKey) {
      switch (e.code) {
        case 'KeyN':
          return act(newSale);
        case 'KeyR':
          return act(resetForm);
        case 'KeyP':
          return act(addPaymentLine);
        case 'ArrowUp':
          return act(() => moveLine(-1));
        case 'ArrowDown':
          return act(() => moveLine(1));
        case 'KeyQ':
          return act(() => focusLineField(lineQuantityRef));
        case 'KeyE':
          return act(() => focusLineField(linePriceRef));
        case 'KeyS':
          return act(() => void openSerials());
        case 'Delete':
          return act(() => activeLine && removeLine(activeLine.uniqueId));
      }
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

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

  if (permissionsKnown && !canSell) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Selling at the terminal needs the Create Sales Orders permission.
        </Alert>
        <Button component={RouterLink} to="/" variant="contained">
          Back
        </Button>
      </Box>
    );
  }

  // Offline on a device that had not stored what selling offline needs (a sale in progress stays on screen): say so, and what to do.
  const readiness = offlineStatus.readiness;
  const cannotSellOffline =
    !offlineStatus.online &&
    readiness !== null &&
    !channelsPending &&
    (channel ? !readiness.canSell && lines.length === 0 : channelsUnanswered);
  if (cannotSellOffline) {
    return (
      <Box component="main" sx={{ p: 4, maxWidth: 720 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
            This device cannot sell offline yet
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            It was still preparing to sell without a connection when the line was lost: {readinessLabel(offlineStatus)}.
          </Typography>
          <Typography variant="body2">
            Connect this device to the internet and keep the terminal open until its bar says “Ready offline”; from then on it sells without
            a connection. Sales already made on this device are kept and sent when it is back online.
          </Typography>
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button component={RouterLink} to="/pos/sales-waiting" variant="outlined">
            Sales waiting
          </Button>
        </Stack>
      </Box>
    );
  }

  if (!channelsPending && !channel && !channelsUnanswered) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Sales channel #{params.salesChannelId} is not one of your sales channels.
        </Alert>
        <Button component={RouterLink} to="/pos" variant="contained">
          Choose a Sales Channel
        </Button>
      </Box>
    );
  }

  // The BIR terminal and its shift (nothing for a channel without terminals).
  const shiftBar = channel ? (
    <>
      <OfflineIndicator status={offlineStatus} />
      <OfflineReadinessChip status={offlineStatus} />
      <TerminalShiftBar terminal={terminalShift} />
    </>
  ) : null;
  const editingBadges =
    activeSalesOrderId || activeQuotationId || activeServiceOrderId || newQuotation ? (
      <>
        {activeServiceOrderId ? <Chip color="secondary" label={`Job order ${serviceOrderNumber ?? `#${activeServiceOrderId}`}`} /> : null}
        {activeSalesOrderId ? <Chip color="warning" label={`Editing ${salesOrderNumber ?? `order #${activeSalesOrderId}`}`} /> : null}
        {activeQuotationId ? <Chip color="info" label={`Quotation ${quotationNumber ?? `#${activeQuotationId}`}`} /> : null}
        {newQuotation && !activeQuotationId ? <Chip color="info" label="New Quotation" /> : null}
      </>
    ) : null;
  // On a phone the bar is one line: what is being edited goes under the channel's name, in words.
  const editingLabel = activeSalesOrderId
    ? `Editing ${salesOrderNumber ?? `order #${activeSalesOrderId}`}`
    : activeQuotationId
      ? `Quotation ${quotationNumber ?? `#${activeQuotationId}`}`
      : newQuotation
        ? 'New Quotation'
        : null;
  const jobOrderLabel = activeServiceOrderId ? `Job order ${serviceOrderNumber ?? `#${activeServiceOrderId}`}` : null;
  const customerLabel = customer?.customerName ?? 'Select Customer';
  const phoneSubtitle = [terminalShift.chosen?.terminalName, jobOrderLabel, editingLabel, customerLabel].filter(Boolean).join(' · ');
  // …and the rest of the bar folds into the terminal menu.
  const readinessText = readinessLabel(offlineStatus);
  const phoneMenu: TerminalMenuEntry[] = [
    ...terminalShift.here.map<TerminalMenuEntry>((t, i) => ({
      key: `terminal-${t.id}`,
      label: `Terminal ${t.terminalName}`,
      detail:
        t.id === terminalShift.chosen?.id
          ? terminalShift.shiftLabel
          : i === 0 && !terminalShift.chosen
            ? "Choose this device's terminal."
            : null,
      warning: !terminalShift.chosen || (t.id === terminalShift.chosen.id && terminalShift.noShift),
      selected: t.id === terminalShift.chosen?.id,
      onClick: () => terminalShift.pick(t.id),
    })),
    ...(terminalShift.chosen && terminalShift.mayShift
      ? terminalShift.noShift
        ? [{ key: 'open-shift', label: 'Open Shift', onClick: () => terminalShift.open('open') }]
        : terminalShift.openShift
          ? [
              { key: 'cash', label: 'Cash In/Out', onClick: () => terminalShift.open('cash') },
              { key: 'close-shift', label: 'Close Shift', onClick: () => terminalShift.open('close') },
            ]
          : []
      : []),
    {
      key: 'sales-waiting',
      label: 'Sales waiting',
      detail: [connectionLabel(offlineStatus), readinessText].filter(Boolean).join(' · '),
      onClick: () => void navigate('/pos/sales-waiting'),
      dividerBefore: terminalShift.here.length > 0,
    },
    { key: 'customer', label: 'Customer', detail: customerLabel, onClick: () => setCustomerOpen(true), dividerBefore: true },
    { key: 'reset', label: 'Reset', onClick: resetForm },
    { key: 'new-sale', label: 'New Sale', onClick: newSale },
  ];
  const productSearch = (
    <ProductSearch
      inputRef={searchRef}
      salesChannelId={channel?.id ?? null}
      filterType={filterType}
      onFilterTypeChange={(f) => store.set({ filterType: f })}
      onAdd={(product, options) => void addProduct(product, options)}
      phone={phone}
    />
  );
  // Totals, discounts, payments and the note: the right-hand column on a desktop, the checkout sheet on a phone.
  const checkout = (
    <>
      <TotalsPanel
        totals={totals}
        discounts={discountList}
        onRemoveDiscount={store.removeDiscount}
        taxProfile={taxProfile}
        specialDiscount={specialDiscount}
        onEditSpecialDiscount={() => setSpecialOpen(true)}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setDiscountScope('sales_order')}>
          <ShortcutLabel label="Order Discount" shortcut="F7" />
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSpecialOpen(true)}>
          Senior citizen / PWD
        </Button>
      </Stack>
      <PaymentsPanel
        payments={shownPayments}
        paymentTypes={paymentTypes}
        firstFieldRef={paymentRef}
        onAdd={addPaymentLine}
        onChange={store.updatePayment}
        onAmount={(key, amount) => store.setPaymentAmount(key, amount, totals.netTotal)}
        onRemove={(key) => store.removePayment(key, totals.netTotal)}
      />
      <TextField
        label="Public note"
        size="small"
        multiline
        minRows={2}
        value={publicNote}
        onChange={(e) => store.set({ publicNote: e.target.value })}
      />
    </>
  );
  // The primary save (contained, on the right) is the quotation's in quotation mode, else the sale's.
  const saveButton = (kind: 'order' | 'quotation', primary: boolean) => (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      size={primary ? 'large' : 'medium'}
      onClick={() => save.requestSave(kind)}
      sx={{ flex: primary ? 1.4 : 1 }}
    >
      {kind === 'order' ? (
        <ShortcutLabel label={activeSalesOrderId ? 'Update Sale' : 'Save Sale'} shortcut="F9" />
      ) : (
        <ShortcutLabel label={newQuotation ? 'Save Quotation' : 'Save as Quotation'} shortcut="F10" />
      )}
    </Button>
  );
  const saveButtons = newQuotation ? (
    <>
      {saveButton('order', false)}
      {saveButton('quotation', true)}
    </>
  ) : (
    <>
      {canQuote ? saveButton('quotation', false) : null}
      {saveButton('order', true)}
    </>
  );
  const lineEditor = (phoneLayout: boolean) =>
    activeLine ? (
      <LineEditor
        key={activeLine.uniqueId}
        line={activeLine}
        quantityRef={lineQuantityRef}
        priceRef={linePriceRef}
        onQuantity={(id, q) => void changeLineQuantity(id, q)}
        onUnit={(id, uomId) => void changeLineUnit(id, uomId)}
        onPrice={(id, price) => store.updateLine(id, (l) => ({ ...l, orderedUnitPrice: price, priceSource: 'manual' }))}
        onLineDiscount={() => setDiscountScope('sales_order_item')}
        onSerials={() => void openSerials()}
        onRemove={removeLine}
        onDone={phoneLayout ? () => setLineSheetOpen(false) : focusSearch}
        phone={phoneLayout}
      />
    ) : null;

  const desktopLayout = (
    <Box component="main" sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Paper square elevation={1} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/sales/sales-orders" startIcon={<ArrowBackIcon />} size="small">
          Back
        </Button>
        <Typography variant="h6" component="h1" sx={{ mr: 1 }}>
          {channel?.name ?? 'Point of Sale'}
        </Typography>
        {editingBadges}
        {shiftBar}
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<PersonIcon />} onClick={() => setCustomerOpen(true)} title="Customer">
          <ShortcutLabel label={customer?.customerName ?? 'Select Customer'} shortcut="F2" />
        </Button>
        <Button variant="outlined" color="inherit" onClick={resetForm}>
          <ShortcutLabel label="Reset" shortcut="Alt+R" />
        </Button>
        <Button variant="outlined" color="inherit" onClick={newSale}>
          <ShortcutLabel label="New Sale" shortcut="Alt+N" />
        </Button>
      </Paper>

      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 2, p: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Paper sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'flex-start' }}>
            <TextField
              inputRef={quantityRef}
              label="Qty (F4)"
              size="small"
              type="number"
              value={quantity}
              onChange={(e) => store.set({ quantity: e.target.value === '' ? 0 : Number(e.target.value) })}
              onFocus={(e) => e.target.select()}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  searchRef.current?.focus();
                }
              }}
              slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
              sx={{ width: 96 }}
            />
            {productSearch}
          </Box>
          <CartLines lines={lines} totals={totals} activeLineId={activeLineId} onSelect={selectLine} />
          {lineEditor(false)}
        </Paper>

        <Paper sx={{ width: { xs: '100%', md: 400 }, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>{checkout}</Box>
          <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>{saveButtons}</Box>
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            F1 search · F3 search by · Alt+↑/↓ select line · F8 payment · Alt+P add payment
          </Typography>
        </Paper>
      </Box>
    </Box>
  );

  const phoneLayout = (
    <ShortcutHints.Provider value={false}>
      <Suspense fallback={null}>
        <PhoneTerminalLayout
          title={channel?.name ?? 'Point of Sale'}
          subtitle={phoneSubtitle}
          connection={channel ? offlineStatus : null}
          menu={phoneMenu}
          search={productSearch}
          lines={lines}
          activeLineId={activeLineId}
          onOpenLine={openLine}
          lineSheetOpen={lineSheetOpen}
          onCloseLine={() => setLineSheetOpen(false)}
          lineEditor={lineEditor(true)}
          totals={totals}
          checkoutOpen={checkoutOpen}
          onCheckoutOpen={setCheckoutOpen}
          checkout={checkout}
          saveActions={saveButtons}
        />
      </Suspense>
    </ShortcutHints.Provider>
  );

  return (
    <>
      {phone ? phoneLayout : desktopLayout}
      <QuantityDialog
        open={quantityPrompt.open}
        subtitle={quantityPrompt.request?.productName}
        onConfirm={(q) => quantityPrompt.answer(q)}
        onCancel={() => quantityPrompt.answer(null)}
      />
      <CommissionDialog
        open={commissionPrompt.open}
        productName={commissionPrompt.request?.productName}
        onSelect={(u) => commissionPrompt.answer(u)}
        onCancel={() => commissionPrompt.answer(null)}
      />
      {serialPrompt.request ? (
        <Suspense fallback={null}>
          <SerialNumberDialog
            request={serialPrompt.request}
            locationId={channel?.defaultPickingWarehouseId}
            onConfirm={(s) => serialPrompt.answer(s)}
            onCancel={() => serialPrompt.answer(null)}
          />
        </Suspense>
      ) : null}
      {customerOpen ? (
        <Suspense fallback={null}>
          <PosCustomerLookupDialog
            open={customerOpen}
            salesChannelId={channel?.id ?? null}
            paymentTypes={paymentTypes}
            onSelect={selectCustomer}
            onClose={() => {
              setCustomerOpen(false);
              focusSearch();
            }}
          />
        </Suspense>
      ) : null}
      <DiscountDialog
        open={discountScope !== null}
        scope={discountScope ?? 'sales_order'}
        subject={discountScope === 'sales_order_item' ? activeLine?.productName : undefined}
        discounts={discounts}
        onSelect={chooseDiscount}
        onClose={() => {
          setDiscountScope(null);
          focusSearch();
        }}
      />
      {specialOpen ? (
        <Suspense fallback={null}>
          <SpecialDiscountDialog
            open={specialOpen}
            current={specialDiscount}
            blockedBy={
              orderDiscounts.length > 0 && !specialDiscount
                ? 'A sale with a senior citizen / PWD discount takes no order discount: remove the order discount first.'
                : null
            }
            onApply={async (special) => {
              // The 5% on basic necessities counts against the booklet's weekly cap, as the server counts it.
              const allowance = special?.bookletNumber
                ? await getBasicNecessityAllowance(special.bookletNumber, store.activeSalesOrderId).catch(() => null)
                : null;
              store.setSpecialDiscount(special, allowance);
              setSpecialOpen(false);
              focusSearch();
            }}
            onClose={() => {
              setSpecialOpen(false);
              focusSearch();
            }}
          />
        </Suspense>
      ) : null}
      <ErrorDialog
        open={save.error !== null || loadError !== null}
        message={save.error ?? loadError ?? ''}
        onClose={() => {
          save.clearError();
          setLoadError(null);
          focusSearch();
        }}
      />
      <ConfirmDialog
        open={save.confirming !== null}
        title={save.confirmTitle}
        message={save.confirmMessage}
        width={380}
        busy={save.busy}
        onConfirm={() => void save.confirm()}
        onCancel={() => {
          save.cancel();
          focusSearch();
        }}
      />
      <SaleSavedDialog
        saved={saved}
        onPrint={() => saved && printFromSavedDialog(saved, {})}
        nextSaleRef={nextSaleRef}
        onClose={() => {
          setSaved(null);
          focusSearch();
        }}
      />
      {terminalShift.dialogs}
      <LoadingDialog open={loading || savingSlowly} message={savingSlowly ? 'Saving, please wait...' : undefined} />
    </>
  );
}
