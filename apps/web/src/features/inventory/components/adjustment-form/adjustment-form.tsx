import { useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField } from '@mui/material';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateAdjustment } from '../../api/create-adjustment';
import type { Adjustment, ProductSummary } from '../../types';
import { LocationSelect } from '../location-select';
import { lineErrorsOf } from '../movement-lines/line-errors';
import { lineFieldOf, newMovementLine } from '../movement-lines/movement-line';
import { MovementLinesEditor } from '../movement-lines/movement-lines-editor';
import {
  ADJUSTMENT_REASONS,
  adjustmentFormSchema,
  buildAdjustmentBody,
  type AdjustmentFormInput,
  type AdjustmentFormValues,
} from './adjustment-payload';

export type AdjustmentFormProps = {
  /** A product to start the first line with (from its page's Adjust Stock). */
  initialProduct?: ProductSummary | null;
  onPosted: (adjustment: Adjustment) => void;
  onCancel: () => void;
};

/**
 * A new inventory adjustment (issue 5 item 5): location, reason, notes and items, each added,
 * taken out or counted; posted at once after a confirmation. A refusal for lack of stock (409)
 * stays on screen above the form.
 */
export function AdjustmentForm({ initialProduct = null, onPosted, onCancel }: AdjustmentFormProps) {
  const create = useCreateAdjustment();
  const [confirming, setConfirming] = useState<AdjustmentFormValues | null>(null);
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
  } = useForm<AdjustmentFormInput, unknown, AdjustmentFormValues>({
    resolver: zodResolver(adjustmentFormSchema) as unknown as Resolver<AdjustmentFormInput, unknown, AdjustmentFormValues>,
    defaultValues: { locationId: '', reason: '', notes: '', items: [newMovementLine(initialProduct)] },
  });
  const locationId = watch('locationId');
  const lineErrors = lineErrorsOf(errors);

  const post = async (values: AdjustmentFormValues) => {
    setConfirming(null);
    setRefusal(null);
    try {
      const answer = await create.mutateAsync(buildAdjustmentBody(values));
      notify.success(answer.message || 'Created successfully.');
      onPosted(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 409) setRefusal(error.message);
        for (const [field, messages] of Object.entries(error.errors)) {
          const line = lineFieldOf(field);
          const target = line
            ? `items.${line.index}.${line.field}`
            : ['locationId', 'reason', 'notes', 'items'].includes(field)
              ? field
              : null;
          if (target && messages[0]) setError(target as FieldPath<AdjustmentFormInput>, { type: 'server', message: messages[0] });
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
      aria-label="New adjustment"
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
            title="Adjustment"
            slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
            sx={{ pb: 0 }}
          />
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Controller
                control={control}
                name="locationId"
                render={({ field }) => (
                  <LocationSelect
                    label="Location"
                    name={field.name}
                    required
                    autoFocus
                    value={field.value}
                    onChange={(id) => {
                      field.onChange(id);
                      // Serial numbers picked at another location do not leave from this one.
                      setValue(
                        'items',
                        getValues('items').map((line) => (line.mode === 'out' ? { ...line, serialNumbers: [] } : line)),
                      );
                    }}
                    error={Boolean(errors.locationId)}
                    {...(errors.locationId?.message ? { helperText: errors.locationId.message } : {})}
                  />
                )}
              />
              <Controller
                control={control}
                name="reason"
                render={({ field }) => (
                  <Autocomplete<string, false, false, true>
                    freeSolo
                    options={ADJUSTMENT_REASONS}
                    value={field.value}
                    inputValue={field.value}
                    onInputChange={(_event, text) => field.onChange(text)}
                    onChange={(_event, value) => field.onChange(value ?? '')}
                    size="small"
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Reason"
                        required
                        name={field.name}
                        inputRef={field.ref}
                        error={Boolean(errors.reason)}
                        helperText={errors.reason?.message}
                      />
                    )}
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
                  variant="adjustment"
                  lines={field.value}
                  onChange={field.onChange}
                  locationId={locationId}
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
            Post Adjustment
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title="Post Adjustment"
        message="Stock on hand changes as soon as the adjustment is posted, and a posted adjustment cannot be edited. Post it?"
        confirmLabel="Post"
        onConfirm={() => confirming && void post(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
