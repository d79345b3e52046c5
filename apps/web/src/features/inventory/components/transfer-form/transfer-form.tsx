import { useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField } from '@mui/material';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateStockTransfer } from '../../api/create-stock-transfer';
import type { ProductSummary, StockTransfer } from '../../types';
import { LocationSelect } from '../location-select';
import { lineErrorsOf } from '../movement-lines/line-errors';
import { lineFieldOf, newMovementLine } from '../movement-lines/movement-line';
import { MovementLinesEditor } from '../movement-lines/movement-lines-editor';
import { buildTransferBody, transferFormSchema, type TransferFormInput, type TransferFormValues } from './transfer-payload';

export type TransferFormProps = {
  initialProduct?: ProductSummary | null;
  onPosted: (transfer: StockTransfer) => void;
  onCancel: () => void;
};

/**
 * A new stock transfer (issue 5 item 6): from one location to another, with items and the serial
 * numbers that move; out of the source and into the destination in one go.
 */
export function TransferForm({ initialProduct = null, onPosted, onCancel }: TransferFormProps) {
  const create = useCreateStockTransfer();
  const [confirming, setConfirming] = useState<TransferFormValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<TransferFormInput, unknown, TransferFormValues>({
    resolver: zodResolver(transferFormSchema) as unknown as Resolver<TransferFormInput, unknown, TransferFormValues>,
    defaultValues: { sourceWarehouseId: '', destinationWarehouseId: '', notes: '', items: [newMovementLine(initialProduct, 'out')] },
  });
  const source = watch('sourceWarehouseId');
  const destination = watch('destinationWarehouseId');
  const lineErrors = lineErrorsOf(errors);

  const post = async (values: TransferFormValues) => {
    setConfirming(null);
    setRefusal(null);
    try {
      const answer = await create.mutateAsync(buildTransferBody(values));
      notify.success(answer.message || 'Created successfully.');
      onPosted(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 409) setRefusal(error.message);
        for (const [field, messages] of Object.entries(error.errors)) {
          const line = lineFieldOf(field);
          const target = line
            ? `items.${line.index}.${line.field}`
            : ['sourceWarehouseId', 'destinationWarehouseId', 'notes', 'items'].includes(field)
              ? field
              : null;
          if (target && messages[0]) setError(target as FieldPath<TransferFormInput>, { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  const notesField = register('notes');
  return (
    <Box
      component="form"
      noValidate
      aria-label="New stock transfer"
      onSubmit={handleSubmit(setConfirming, () => notify.error('Please correct the errors before saving.', { action: 'Close' }))}
    >
      <Stack spacing={2}>
        {refusal ? (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <CardHeader
            title="Transfer"
            slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
            sx={{ pb: 0 }}
          />
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Controller
                control={control}
                name="sourceWarehouseId"
                render={({ field }) => (
                  <LocationSelect
                    label="From Location"
                    name={field.name}
                    required
                    autoFocus
                    value={field.value}
                    excludeId={destination}
                    onChange={(id) => {
                      field.onChange(id);
                      setValue(
                        'items',
                        getValues('items').map((line) => ({ ...line, serialNumbers: [] })),
                      );
                    }}
                    error={Boolean(errors.sourceWarehouseId)}
                    {...(errors.sourceWarehouseId?.message ? { helperText: errors.sourceWarehouseId.message } : {})}
                  />
                )}
              />
              <Controller
                control={control}
                name="destinationWarehouseId"
                render={({ field }) => (
                  <LocationSelect
                    label="To Location"
                    name={field.name}
                    required
                    value={field.value}
                    excludeId={source}
                    onChange={field.onChange}
                    error={Boolean(errors.destinationWarehouseId)}
                    {...(errors.destinationWarehouseId?.message ? { helperText: errors.destinationWarehouseId.message } : {})}
                  />
                )}
              />
              <TextField
                size="small"
                label="Notes"
                multiline
                minRows={2}
                {...notesField}
                inputRef={notesField.ref}
                error={Boolean(errors.notes)}
                helperText={errors.notes?.message}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title="Items"
            slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
            sx={{ pb: 0 }}
          />
          <CardContent>
            <Controller
              control={control}
              name="items"
              render={({ field }) => (
                <MovementLinesEditor
                  variant="transfer"
                  lines={field.value}
                  onChange={field.onChange}
                  locationId={source}
                  lineErrors={lineErrors.rows}
                  {...(lineErrors.list ? { error: lineErrors.list } : {})}
                />
              )}
            />
          </CardContent>
        </Card>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Post Transfer
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title="Post Transfer"
        message="The stock leaves the source and arrives at the destination as soon as the transfer is posted. Post it?"
        confirmLabel="Post"
        onConfirm={() => confirming && void post(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
