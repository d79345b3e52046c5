import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PaymentsPanel } from '../components/payments-panel';
import { ShortcutLabel } from '../components/shortcut-label';
import { TotalsPanel } from '../components/totals-panel';
import type { Terminal } from './use-terminal';

/** Totals, discounts, payments and the note: the right-hand column on a desktop, the checkout sheet on a phone. */
export function TerminalCheckout({ t }: { t: Terminal }) {
  const { store, totals } = t;
  return (
    <>
      <TotalsPanel
        totals={totals}
        discounts={t.discountList}
        onRemoveDiscount={store.removeDiscount}
        taxProfile={t.taxProfile}
        specialDiscount={t.specialDiscount}
        onEditSpecialDiscount={() => t.setSpecialOpen(true)}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => t.setDiscountScope('sales_order')}>
          <ShortcutLabel label="Order Discount" shortcut="F7" />
        </Button>
        <Button size="small" variant="outlined" onClick={() => t.setSpecialOpen(true)}>
          Senior citizen / PWD
        </Button>
      </Stack>
      <PaymentsPanel
        payments={t.shownPayments}
        paymentTypes={t.paymentTypes}
        firstFieldRef={t.refs.paymentRef}
        onAdd={t.addPaymentLine}
        onChange={store.updatePayment}
        onAmount={(key, amount) => store.setPaymentAmount(key, amount, totals.netTotal)}
        onRemove={(key) => store.removePayment(key, totals.netTotal)}
      />
      <TextField
        label="Public note"
        size="small"
        multiline
        minRows={2}
        value={t.publicNote}
        onChange={(e) => store.set({ publicNote: e.target.value })}
      />
    </>
  );
}
