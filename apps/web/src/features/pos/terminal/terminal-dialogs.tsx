import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { LoadingDialog } from '@/components/dialogs/loading-dialog';
import { QuantityDialog } from '@/components/dialogs/quantity-dialog';
import { CommissionDialog } from '../components/commission-dialog';
import { DiscountDialog } from '../components/discount-dialog';
import { SaleSavedDialog } from '../components/sale-saved-dialog';
import type { Terminal } from './use-terminal';

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

/**
 * Every dialog of the terminal: those asked while adding a product (quantity, commission, serials),
 * the customer, the discounts, errors, the save's confirmation, the sale saved, the shift's and the
 * wait while loading or saving. Each gives the keyboard back to the search when it closes.
 */
export function TerminalDialogs({ t }: { t: Terminal }) {
  const { quantityPrompt, commissionPrompt, serialPrompt, save, saved, focusSearch } = t;
  return (
    <>
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
            locationId={t.channel?.defaultPickingWarehouseId}
            onConfirm={(s) => serialPrompt.answer(s)}
            onCancel={() => serialPrompt.answer(null)}
          />
        </Suspense>
      ) : null}
      {t.customerOpen ? (
        <Suspense fallback={null}>
          <PosCustomerLookupDialog
            open={t.customerOpen}
            salesChannelId={t.channel?.id ?? null}
            paymentTypes={t.paymentTypes}
            onSelect={t.selectCustomer}
            onClose={() => {
              t.setCustomerOpen(false);
              focusSearch();
            }}
          />
        </Suspense>
      ) : null}
      <DiscountDialog
        open={t.discountScope !== null}
        scope={t.discountScope ?? 'sales_order'}
        subject={t.discountScope === 'sales_order_item' ? t.activeLine?.productName : undefined}
        discounts={t.discounts}
        onSelect={t.chooseDiscount}
        onClose={() => {
          t.setDiscountScope(null);
          focusSearch();
        }}
      />
      {t.specialOpen ? (
        <Suspense fallback={null}>
          <SpecialDiscountDialog
            open={t.specialOpen}
            current={t.specialDiscount}
            blockedBy={
              t.orderDiscounts.length > 0 && !t.specialDiscount
                ? 'A sale with a senior citizen / PWD discount takes no order discount: remove the order discount first.'
                : null
            }
            onApply={t.applySpecialDiscount}
            onClose={() => {
              t.setSpecialOpen(false);
              focusSearch();
            }}
          />
        </Suspense>
      ) : null}
      <ErrorDialog
        open={save.error !== null || t.loadError !== null}
        message={save.error ?? t.loadError ?? ''}
        onClose={() => {
          save.clearError();
          t.clearLoadError();
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
        onPrint={() => saved && t.printFromSavedDialog(saved, {})}
        nextSaleRef={t.refs.nextSaleRef}
        onClose={() => {
          t.setSaved(null);
          focusSearch();
        }}
      />
      {t.terminalShift.dialogs}
      <LoadingDialog open={t.loading || t.savingSlowly} message={t.savingSlowly ? 'Saving, please wait...' : undefined} />
    </>
  );
}
