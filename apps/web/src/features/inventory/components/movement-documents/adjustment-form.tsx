import { Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, TextField } from '@mui/material';
import { useCreateAdjustment } from '../../api/create-adjustment';
import type { Adjustment } from '../../types';
import { newMovementLine } from '@/components/movement-lines/movement-line';
import {
  ADJUSTMENT_REASONS,
  adjustmentFormSchema,
  buildAdjustmentBody,
  type AdjustmentFormInput,
  type AdjustmentFormValues,
} from './adjustment-payload';
import {
  FormLocationSelect,
  MovementDocumentForm,
  type MovementFormProps,
  type MovementHeaderProps,
} from '@/components/movement-document-form/movement-document-form';

/** One location, and a reason: a common one offered, any other typed. */
function AdjustmentHeader({ control, clearSerialNumbers }: MovementHeaderProps<AdjustmentFormInput>) {
  return (
    <>
      <FormLocationSelect
        control={control}
        name="locationId"
        label="Location"
        autoFocus
        // Serial numbers picked at another location do not leave from this one.
        onPicked={() => clearSerialNumbers((line) => line.mode === 'out')}
      />
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
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
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
    </>
  );
}

/** A new inventory adjustment: location, reason, notes and items, each added, taken out or counted. */
export function AdjustmentForm({ initialProduct = null, onPosted, onCancel }: MovementFormProps<Adjustment>) {
  return (
    <MovementDocumentForm
      label="New adjustment"
      title="Adjustment"
      confirmMessage="Stock on hand changes as soon as the adjustment is posted, and a posted adjustment cannot be edited. Post it?"
      // The schema reads an empty select as missing, so its input is wider than the form's.
      resolver={zodResolver(adjustmentFormSchema) as unknown as Resolver<AdjustmentFormInput, unknown, AdjustmentFormValues>}
      defaultValues={{ locationId: '', reason: '', notes: '', items: [newMovementLine(initialProduct)] }}
      Header={AdjustmentHeader}
      lineVariant="adjustment"
      linesLocationField="locationId"
      buildBody={buildAdjustmentBody}
      post={useCreateAdjustment()}
      onPosted={onPosted}
      onCancel={onCancel}
    />
  );
}
