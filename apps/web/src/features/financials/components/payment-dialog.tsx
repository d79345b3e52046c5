import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Checkbox, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { CustomerAutocomplete } from '@/components/autocomplete/customer-autocomplete';
import { SupplierAutocomplete } from '@/components/autocomplete/supplier-autocomplete';
import { FormDateField } from '@/components/dialogs/form-date-field';
import { FormTextField } from '@/components/dialogs/form-fields';
import { CREATION_DIALOG_WIDTH, notifyInvalidForm, RecordFormContent, RecordFormDialog } from '@/components/dialogs/record-form-dialog';
import type { AccountSide } from '@/components/finance/account-side';
import {
  isOpen,
  RECEIVABLE_NUMBER_RELATION,
  receivableNumber,
  type Payable,
  type Payment,
  type Receivable,
} from '@/components/finance/finance-types';
import { ApiError, errorMessage } from '@/lib/api-client';
import { dayText } from '@/lib/days';
import { formatDate, formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { useCreatePayment, type PaymentBody } from '../api/create-payment';
import { allocatedCentavos, allocateOldestFirst, parseAmount, toggleLine, type AllocationLine, type OpenDocument } from '../lib/allocation';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** The account a payment is for, as the pickers hold it. */
export type Party = { id: number; name: string };

type PaymentForm = {
  party: Party | null;
  paymentTypeId: number | '';
  referenceNumber: string;
  paymentDate: Date | null;
  amount: string;
  notes: string;
  lines: AllocationLine[];
};

/** A payment goes out of the till or the bank at once: only IMMEDIATE and OTHER types pay a document. */
const PAYING_CATEGORIES = new Set(['IMMEDIATE', 'OTHER']);

function openDocumentOf(side: AccountSide, row: Receivable | Payable): OpenDocument {
  const number = side.key === 'receivables' ? receivableNumber(row as Receivable) : (row as Payable).sourceNumber;
  return { id: row.id, number, dueDate: row.dueDate, balance: row.balance, overdue: row.overdue };
}

/** The account's open documents, oldest due first (the order a payment without allocations pays them). */
function useOpenDocuments(side: AccountSide, partyId: number | null) {
  const filter: TableFilter = {
    columnFilters: [
      { column: side.partyField, value: partyId, type: 'number' },
      { column: 'status', value: ['OPEN', 'PARTIAL'], type: 'enum', comparison: 'in' },
    ],
    sorts: [
      { column: 'dueDate', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ],
    pagination: { page: 1, pageSize: 100 },
    ...(side.key === 'receivables' ? { relations: [RECEIVABLE_NUMBER_RELATION] } : {}),
  };
  return useQuery({
    queryKey: resourceKeys.list(side.resource, filter),
    queryFn: ({ signal }) => fetchList<Receivable | Payable>(side.resource, filter, signal),
    enabled: partyId !== null,
    select: (answer) => answer.data.filter(isOpen).map((row) => openDocumentOf(side, row)),
  });
}

/** The server names an allocation by its place in what was sent; the form by the document's row. */
function formField(field: string, sentRows: readonly number[], side: AccountSide): Path<PaymentForm> | null {
  const allocation = /^allocations\.(\d+)(?:\.(amount|receivableId|payableId))?$/.exec(field);
  if (allocation) {
    const row = sentRows[Number(allocation[1])];
    return row === undefined ? 'amount' : (`lines.${row}.amount` as Path<PaymentForm>);
  }
  if (field === 'allocations') return 'amount';
  if (field === side.partyField) return 'party';
  if (['paymentTypeId', 'referenceNumber', 'amount', 'paymentDate', 'notes'].includes(field)) return field as Path<PaymentForm>;
  return null;
}

type Props = {
  side: AccountSide;
  party: Party | null;
  onClose: () => void;
  /** The payment just recorded (a collection carries its official receipt number, to print it at once). */
  onRecorded?: (payment: Payment) => void;
};

function PaymentFormContent({ side, party, onClose, onRecorded }: Props) {
  const form = useForm<PaymentForm>({
    defaultValues: { party, paymentTypeId: '', referenceNumber: '', paymentDate: new Date(), amount: '', notes: '', lines: [] },
  });
  const { control, setValue, setError, clearErrors } = form;
  const [chosen, amountText, lines, paymentTypeId] = useWatch({ control, name: ['party', 'amount', 'lines', 'paymentTypeId'] });
  const amount = parseAmount(amountText);
  const documents = useOpenDocuments(side, chosen?.id ?? null);
  const docs = useMemo(() => documents.data ?? [], [documents.data]);
  const paymentTypes = usePaymentTypeOptions();
  const payingTypes = (paymentTypes.data ?? []).filter((t) => PAYING_CATEGORIES.has(t.category) && t.isActive !== false);
  const paymentType = payingTypes.find((t) => t.id === paymentTypeId);
  const create = useCreatePayment();
  // One key for the dialog: a successful payment closes it, a refused one (422) kept nothing.
  const idempotencyKey = useRef(newIdempotencyKey()).current;

  // A new amount (or another account's documents) spreads over the documents oldest due first again.
  const docsKey = docs.map((d) => `${d.id}:${d.balance}`).join('|');
  useEffect(() => {
    setValue('lines', allocateOldestFirst(docs, amount));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the documents are compared by content
  }, [docsKey, amount, setValue]);

  const allocated = allocatedCentavos(lines);
  const open = docs.reduce((sum, d) => sum + toCentavos(d.balance), 0);

  /** The form's own checks: the server makes the same ones and answers 422 with the same fields. */
  const check = (values: PaymentForm): boolean => {
    let valid = true;
    const fail = (field: Path<PaymentForm>, message: string) => {
      setError(field, { type: 'client', message });
      valid = false;
    };
    if (!values.party) fail('party', `Choose the ${side.partyLabel.toLowerCase()}.`);
    if (values.paymentTypeId === '') fail('paymentTypeId', 'Choose the payment type.');
    if (paymentType?.requiresReferenceNumber && values.referenceNumber.trim() === '')
      fail('referenceNumber', `A ${paymentType.name} payment needs its reference number.`);
    const paid = parseAmount(values.amount);
    if (paid === null || paid <= 0) fail('amount', 'The amount must be more than 0, with at most 2 decimals.');
    else if (toCentavos(paid) > open) fail('amount', `The amount is more than the ${formatMoney(toPesos(open))} open.`);
    values.lines.forEach((line, i) => {
      if (!line.selected) return;
      const value = parseAmount(line.amount);
      const balance = docs[i]?.balance ?? 0;
      if (value === null || value <= 0) fail(`lines.${i}.amount`, 'More than 0, at most 2 decimals.');
      else if (toCentavos(value) > toCentavos(balance)) fail(`lines.${i}.amount`, `At most the balance, ${formatMoney(balance)}.`);
    });
    if (valid && paid !== null && allocatedCentavos(values.lines) !== toCentavos(paid))
      fail(
        'amount',
        `The documents ticked add up to ${formatMoney(toPesos(allocatedCentavos(values.lines)))}; they must equal the amount.`,
      );
    return valid;
  };

  const save = async (values: PaymentForm) => {
    clearErrors();
    if (!check(values)) return notifyInvalidForm();
    const sentRows = values.lines.flatMap((l, i) => (l.selected ? [i] : []));
    const body: PaymentBody = {
      direction: side.direction,
      [side.partyField]: values.party!.id,
      paymentTypeId: Number(values.paymentTypeId),
      amount: values.amount.trim(),
      allocations: sentRows.map((i) => {
        const documentId = docs[i]!.id;
        const share = values.lines[i]!.amount.trim();
        return side.key === 'receivables' ? { receivableId: documentId, amount: share } : { payableId: documentId, amount: share };
      }),
      ...(values.paymentDate ? { paymentDate: dayText(values.paymentDate) } : {}),
      ...(values.referenceNumber.trim() ? { referenceNumber: values.referenceNumber.trim() } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    };
    try {
      const answer = await create.mutateAsync({ ...body, idempotencyKey });
      notify.success(answer.message || `Payment ${answer.data.paymentNumber} recorded.`);
      onClose();
      onRecorded?.(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          const path = formField(field, sentRows, side);
          if (path && messages[0]) setError(path, { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  const Picker = side.key === 'receivables' ? CustomerAutocomplete : SupplierAutocomplete;
  const title = side.key === 'receivables' ? 'Collect Payment' : 'Pay Supplier';

  return (
    <RecordFormContent
      form={{ submit: form.handleSubmit(save), saving: form.formState.isSubmitting }}
      title={title}
      submitLabel={side.key === 'receivables' ? 'Record Collection' : 'Record Payment'}
      columns={2}
      onCancel={onClose}
    >
      <Controller
        control={control}
        name="party"
        render={({ field, fieldState }) => (
          <Picker
            label={side.partyLabel}
            value={field.value ? ({ id: field.value.id, customerName: field.value.name, supplierName: field.value.name } as never) : null}
            onChange={(picked: { id: number; customerName?: string; supplierName?: string } | null) =>
              field.onChange(picked && picked.id > 0 ? { id: picked.id, name: picked.customerName ?? picked.supplierName ?? '' } : null)
            }
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            {...(side.key === 'payables' ? { allowAdd: false } : {})}
          />
        )}
      />
      <FormTextField control={control} name="paymentTypeId" label="Payment Type" select size="small" required>
        {payingTypes.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="referenceNumber"
        label="Reference #"
        size="small"
        required={paymentType?.requiresReferenceNumber === true}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormDateField control={control} name="paymentDate" label="Payment Date" />
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        size="small"
        required
        helperText={chosen ? `Open: ${formatMoney(toPesos(open))}` : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField control={control} name="notes" label="Notes" size="small" slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="subtitle2" component="h3" id="payment-documents-title" sx={{ mb: 1 }}>
          Documents paid · {formatMoney(toPesos(allocated))} of {formatMoney(amount ?? 0)}
        </Typography>
        {!chosen ? (
          <Typography variant="body2" color="text.secondary">
            Choose the {side.partyLabel.toLowerCase()} to see the open documents.
          </Typography>
        ) : documents.isPending ? (
          <Typography variant="body2" color="text.secondary">
            Loading...
          </Typography>
        ) : documents.error ? (
          <Alert severity="error">{documents.error.message}</Alert>
        ) : docs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing is open for this {side.partyLabel.toLowerCase()}.
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="payment-documents-title">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      Pay
                    </Box>
                  </TableCell>
                  <TableCell>Document</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell align="right">Balance</TableCell>
                  <TableCell sx={{ width: 160 }}>Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {docs.map((d, i) => (
                  <TableRow key={d.id}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={lines[i]?.selected ?? false}
                        onChange={() => setValue('lines', toggleLine(lines, docs, i, amount))}
                        slotProps={{ input: { 'aria-label': `Pay ${d.number}` } }}
                      />
                    </TableCell>
                    <TableCell>{d.number}</TableCell>
                    <TableCell sx={d.overdue ? { color: 'error.main' } : undefined}>{formatDate(d.dueDate)}</TableCell>
                    <TableCell align="right">{formatMoney(d.balance)}</TableCell>
                    <TableCell>
                      <Controller
                        control={control}
                        name={`lines.${i}.amount`}
                        render={({ field, fieldState }) => (
                          <TextField
                            size="small"
                            value={field.value ?? ''}
                            onChange={(event) => {
                              field.onChange(event.target.value);
                              if (!lines[i]?.selected && event.target.value.trim() !== '') setValue(`lines.${i}.selected`, true);
                            }}
                            onBlur={field.onBlur}
                            inputRef={field.ref}
                            error={Boolean(fieldState.error)}
                            helperText={fieldState.error?.message}
                            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Amount for ${d.number}` } }}
                          />
                        )}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </RecordFormContent>
  );
}

/**
 * Collect Payment (receivables) / Pay Supplier (payables): the account, payment type, reference,
 * date, amount and notes, and the account's open documents with what this payment pays of each
 * (oldest due first up to the amount until changed). Field errors of a 422 show at their fields.
 */
export function PaymentDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <RecordFormDialog open={open} width={CREATION_DIALOG_WIDTH} onClose={props.onClose}>
      <PaymentFormContent key={props.party?.id ?? 'any'} {...props} />
    </RecordFormDialog>
  );
}
