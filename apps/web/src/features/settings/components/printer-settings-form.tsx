import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  TextField,
} from '@mui/material';
import { printerSettingsBody, RECEIPT_WIDTHS } from '@oim/shared/schemas/masterfile';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSavePrinterSettings } from '../api/save-printer-settings';
import type { PrinterSettings } from '../types';
import { ReceiptPreview } from './receipt-preview';
import { SettingsCard } from './settings-card';

type PrinterFormInput = z.input<typeof printerSettingsBody>;

/** Receipt width 58 or 80 mm, copies 1–5, print automatically after a sale, show logo (Edit Printer Settings to save). */
export function PrinterSettingsForm({ settings, mayEdit }: { settings: PrinterSettings; mayEdit: boolean }) {
  const save = useSavePrinterSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PrinterFormInput, unknown, PrinterSettings>({
    resolver: zodResolver(printerSettingsBody),
    defaultValues: settings,
  });
  const watched = useWatch({ control });
  const { ref: copiesRef, ...copies } = register('copies');

  const submit = async (values: PrinterSettings) => {
    try {
      const answer = await save.mutateAsync(values);
      reset(answer.data);
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <SettingsCard
        title="Receipt Printing"
        description="How receipts print at the terminal."
        actions={
          mayEdit ? (
            <>
              <Button onClick={() => reset()} disabled={!isDirty || save.isPending}>
                Discard Changes
              </Button>
              <Button
                type="submit"
                form="printer-settings-form"
                variant="contained"
                disabled={save.isPending}
                startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Save Printer Settings
              </Button>
            </>
          ) : null
        }
      >
        <Box
          component="form"
          id="printer-settings-form"
          noValidate
          onSubmit={handleSubmit(submit, () => notify.error('Please correct the errors before saving.', { action: 'Close' }))}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <Controller
            control={control}
            name="receiptWidth"
            render={({ field }) => (
              <FormControl disabled={!mayEdit} error={Boolean(errors.receiptWidth)}>
                <FormLabel id="receipt-width-label">Receipt Width</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="receipt-width-label"
                  name={field.name}
                  value={String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value) === 80 ? 80 : 58)}
                >
                  {RECEIPT_WIDTHS.map((width) => (
                    <FormControlLabel key={width} value={String(width)} control={<Radio />} label={`${width} mm`} />
                  ))}
                </RadioGroup>
                <FormHelperText>{errors.receiptWidth?.message ?? 'The paper roll of the receipt printer.'}</FormHelperText>
              </FormControl>
            )}
          />
          <TextField
            label="Copies"
            type="number"
            {...copies}
            inputRef={copiesRef}
            disabled={!mayEdit}
            error={Boolean(errors.copies)}
            helperText={errors.copies?.message ?? 'Receipts printed per sale, 1 to 5.'}
            slotProps={{ htmlInput: { min: 1, max: 5, step: 1 } }}
            sx={{ maxWidth: 280 }}
          />
          <Controller
            control={control}
            name="printAutomatically"
            render={({ field }) => (
              <FormControlLabel
                disabled={!mayEdit}
                control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Print automatically after a sale"
              />
            )}
          />
          <Controller
            control={control}
            name="showLogo"
            render={({ field }) => (
              <FormControlLabel
                disabled={!mayEdit}
                control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Show logo on receipts"
              />
            )}
          />
        </Box>
      </SettingsCard>
      <ReceiptPreview width={watched.receiptWidth === 80 ? 80 : 58} showLogo={Boolean(watched.showLogo)} />
    </Box>
  );
}
