import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Typography } from '@mui/material';
import { z } from 'zod';
import { posTerminalBody } from '@oim/shared/schemas/pos-terminals';
import { FormCheckbox, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import type { PosTerminal } from '@/lib/reference-data/pos-terminals';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useCreatePosTerminal, useUpdatePosTerminal } from '../api/save-pos-terminal';

// The number field gives text; the API takes a whole number.
const formSchema = posTerminalBody.extend({
  nextInvoiceNumber: z.coerce
    .number({ error: 'The next invoice number must be a whole number.' })
    .int({ error: 'The next invoice number must be a whole number.' })
    .min(1, { error: 'The next invoice number must be at least 1.' }),
});

export const SERIES_FIXED_NOTE =
  'This terminal has issued invoices, so its invoice prefix and next invoice number can no longer change. A new series needs a new terminal.';

function PosTerminalForm({ record, onClose }: Omit<RecordDialogProps<PosTerminal>, 'open'>) {
  const channels = useSalesChannelOptions();
  // Once the terminal has issued an invoice its series is fixed (the API answers 409 to a change).
  const seriesFixed = record?.hasIssuedInvoices === true;
  const save = createOrUpdate(record, useCreatePosTerminal(), useUpdatePosTerminal());
  const form = useRecordForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      salesChannelId: record?.salesChannelId ?? ('' as unknown as number),
      terminalName: record?.terminalName ?? '',
      machineIdentificationNumber: record?.machineIdentificationNumber ?? '',
      serialNumber: record?.serialNumber ?? '',
      permitToUseNumber: record?.permitToUseNumber ?? '',
      accreditationNumber: record?.accreditationNumber ?? '',
      invoicePrefix: record?.invoicePrefix ?? '',
      nextInvoiceNumber: record?.nextInvoiceNumber ?? 1,
      isActive: record?.isActive ?? true,
    },
    // A fixed series is not sent back: sales since the form opened have moved the next number on.
    save: seriesFixed
      ? {
          ...save,
          send: (body) => {
            const { invoicePrefix: _prefix, nextInvoiceNumber: _next, ...rest } = body;
            return save.send(rest as typeof body);
          },
        }
      : save,
    onSaved: onClose,
  });

  return (
    <RecordFormContent form={form} noun="Terminal">
      <FormTextField control={form.control} name="terminalName" label="Terminal Name" required autoFocus />
      <FormTextField control={form.control} name="salesChannelId" label="Sales Channel" select required error={channels.isError}>
        {(channels.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="machineIdentificationNumber" label="Machine Identification Number (MIN)" />
      <FormTextField control={form.control} name="serialNumber" label="Serial Number" />
      <FormTextField control={form.control} name="permitToUseNumber" label="Permit to Use (PTU) Number" />
      <FormTextField control={form.control} name="accreditationNumber" label="Accreditation Number" />
      <FormTextField
        control={form.control}
        name="invoicePrefix"
        label="Invoice Prefix"
        helperText={seriesFixed ? undefined : 'Letters, digits and dashes, e.g. C1-'}
        slotProps={{ htmlInput: { readOnly: seriesFixed, 'aria-describedby': seriesFixed ? 'pos-terminal-series-fixed' : undefined } }}
      />
      <FormTextField
        control={form.control}
        name="nextInvoiceNumber"
        label="Next Invoice Number"
        type="number"
        helperText={seriesFixed ? undefined : 'The number the next sale takes; it is fixed once the terminal issues its first invoice.'}
        slotProps={{
          htmlInput: { min: 1, step: 1, readOnly: seriesFixed, 'aria-describedby': seriesFixed ? 'pos-terminal-series-fixed' : undefined },
        }}
      />
      {seriesFixed && (
        <Typography id="pos-terminal-series-fixed" variant="body2" color="text.secondary">
          {SERIES_FIXED_NOTE}
        </Typography>
      )}
      <FormCheckbox control={form.control} name="isActive" label="Active" />
    </RecordFormContent>
  );
}

/** Create or update a BIR terminal: its channel, registration numbers and invoice series. */
export const PosTerminalDialog = recordFormDialog(PosTerminalForm, FORM_DIALOG_WIDTH);
