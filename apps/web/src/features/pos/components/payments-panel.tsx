import { memo, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { formatMoney } from '@/lib/format';
import { takesTendered } from '../lib/cart';
import { INSTALLMENT_INTERVALS, type InstallmentInterval, type PaymentType, type PosPayment } from '../types';
import { ShortcutLabel } from './shortcut-label';

const INTERVAL_LABELS: Record<InstallmentInterval, string> = { WEEKLY: 'Week', SEMI_MONTHLY: '15 days', MONTHLY: 'Month' };
/** The contract's bounds of a schedule. */
const MAX_INSTALLMENTS = 60;

/** An amount typed, to the centavo; null for nothing, a negative or what is not a number. */
const toAmount = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return null;
  try {
    return toPesos(toCentavos(n));
  } catch {
    // Beyond what a number writes out in full (1e21 and up): no amount.
    return null;
  }
};

type Props = {
  payments: readonly PosPayment[];
  paymentTypes: readonly PaymentType[] | undefined;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onAdd: () => void;
  onChange: (key: string, patch: Partial<PosPayment>) => void;
  onAmount: (key: string, amount: number) => void;
  onRemove: (key: string) => void;
};

/**
 * Payment lines: type, amount, reference number (required when the type says so) and notes; for
 * cash (see takesTendered), what was tendered and the change. With one line it pays the whole total (spec 4), so its amount is not asked.
 */
export const PaymentsPanel = memo(function PaymentsPanel({
  payments,
  paymentTypes,
  firstFieldRef,
  onAdd,
  onChange,
  onAmount,
  onRemove,
}: Props) {
  const single = payments.length === 1;
  return (
    <Box aria-label="Payments" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="subtitle2">Payments</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
          <ShortcutLabel label="Add Payment" shortcut="Alt+P" />
        </Button>
      </Box>
      {payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payment yet.
        </Typography>
      ) : null}
      {payments.map((p, i) => {
        const type = paymentTypes?.find((t) => t.id === p.paymentType);
        const cash = takesTendered(type);
        const installment = type?.category === 'INSTALLMENT';
        return (
          <Box
            key={p.key}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              mb: 1,
              display: 'grid',
              gridTemplateColumns: '1fr 1fr auto',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <TextField
              select
              size="small"
              label={`Payment ${i + 1} type`}
              value={p.paymentType ?? ''}
              // Another type drops an installment schedule the new one would not use.
              onChange={(e) =>
                onChange(p.key, {
                  paymentType: e.target.value === '' ? null : Number(e.target.value),
                  installmentCount: null,
                  installmentInterval: null,
                })
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              inputRef={i === 0 && !cash && single ? firstFieldRef : undefined}
            >
              <option value="">Choose…</option>
              {(paymentTypes ?? [])
                .filter((t) => t.isActive !== false || t.id === p.paymentType)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
            </TextField>
            {single ? (
              <TextField
                size="small"
                label="Amount"
                value={formatMoney(p.paidAmount)}
                slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
              />
            ) : (
              <TextField
                key={`${p.key}-${p.paidAmount}`}
                size="small"
                label="Amount"
                type="number"
                defaultValue={p.paidAmount.toFixed(2)}
                inputRef={i === 0 && !cash ? firstFieldRef : undefined}
                onFocus={(e) => e.target.select()}
                onBlur={(e) => {
                  const amount = toAmount(e.target.value);
                  if (amount !== null && amount !== p.paidAmount) onAmount(p.key, amount);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
                }}
                slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
              />
            )}
            <IconButton size="small" aria-label={`Remove payment ${i + 1}`} onClick={() => onRemove(p.key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
            {cash ? (
              <>
                <TextField
                  key={`${p.key}-tendered`}
                  size="small"
                  label="Tendered"
                  type="number"
                  defaultValue={p.tenderedAmount ?? ''}
                  inputRef={i === 0 ? firstFieldRef : undefined}
                  onFocus={(e) => e.target.select()}
                  onChange={(e) => onChange(p.key, { tenderedAmount: toAmount(e.target.value) })}
                  slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
                />
                <Box sx={{ gridColumn: 'span 2' }}>
                  <Typography variant="caption" color="text.secondary">
                    Change
                  </Typography>
                  <Typography
                    variant="h6"
                    aria-label={`Change ${i + 1}`}
                    color={p.tenderedAmount !== null && p.tenderedAmount < p.paidAmount ? 'error' : 'success.main'}
                  >
                    {formatMoney(p.change ?? 0)}
                  </Typography>
                </Box>
              </>
            ) : null}
            {installment ? (
              <>
                <TextField
                  key={`${p.key}-installments`}
                  size="small"
                  label="Number of installments"
                  type="number"
                  defaultValue={p.installmentCount ?? 1}
                  onChange={(e) => {
                    const count = Number(e.target.value);
                    if (Number.isInteger(count) && count >= 1 && count <= MAX_INSTALLMENTS) onChange(p.key, { installmentCount: count });
                  }}
                  slotProps={{ htmlInput: { min: 1, max: MAX_INSTALLMENTS, step: 1, inputMode: 'numeric' } }}
                />
                <TextField
                  select
                  size="small"
                  label="Every"
                  value={p.installmentInterval ?? 'MONTHLY'}
                  onChange={(e) => onChange(p.key, { installmentInterval: e.target.value as InstallmentInterval })}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ gridColumn: 'span 2' }}
                >
                  {INSTALLMENT_INTERVALS.map((interval) => (
                    <option key={interval} value={interval}>
                      {INTERVAL_LABELS[interval]}
                    </option>
                  ))}
                </TextField>
              </>
            ) : null}
            <TextField
              size="small"
              label="Reference #"
              value={p.referenceNumber}
              onChange={(e) => onChange(p.key, { referenceNumber: e.target.value })}
              required={type?.requiresReferenceNumber === true}
            />
            <TextField
              size="small"
              label="Notes"
              value={p.notes}
              onChange={(e) => onChange(p.key, { notes: e.target.value })}
              sx={{ gridColumn: 'span 2' }}
            />
          </Box>
        );
      })}
    </Box>
  );
});
