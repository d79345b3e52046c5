import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Chip, Stack, Typography } from '@mui/material';
import { unitBody } from '@oim/shared/schemas/masterfile';
import { useUnitClassUnits } from '@/lib/reference-data/units';
import { FormTextField } from '@/components/dialogs/form-fields';
import { FORM_DIALOG_WIDTH, RecordFormContent, RecordFormDialog, useRecordForm } from '@/components/dialogs/record-form-dialog';
import { describeUnit } from '@/components/autocomplete/unit-of-measure-select';
import { useCreateUnitOfMeasure } from '../api/create-unit-of-measure';
import type { UnitClass, UnitOfMeasure } from '../types';
import { DISTINCT_UNITS_MESSAGE } from './unit-class-form-schema';

/** The server's word when a second base unit is added. */
export const SECOND_BASE_UNIT_MESSAGE = 'The class already has its base unit (factor 1).';

function newUnitSchema(existing: readonly UnitOfMeasure[]) {
  return unitBody.omit({ id: true }).superRefine((values, ctx) => {
    if (Number(values.factor) === 1) ctx.addIssue({ code: 'custom', path: ['factor'], message: SECOND_BASE_UNIT_MESSAGE });
    if (existing.some((u) => u.unit.toLowerCase() === values.unit.toLowerCase()))
      ctx.addIssue({ code: 'custom', path: ['unit'], message: DISTINCT_UNITS_MESSAGE });
  });
}
type FormInput = z.input<ReturnType<typeof newUnitSchema>>;
type FormValues = z.output<ReturnType<typeof newUnitSchema>>;

function UnitOfMeasureForm({ unitClass, onClose }: { unitClass: UnitClass; onClose: () => void }) {
  const create = useCreateUnitOfMeasure();
  // The class's units, from the per-class cache the pickers share (spec 7.3).
  const units = useUnitClassUnits(unitClass.id).data ?? [];
  const baseName = units.find((u) => u.isBase)?.unit;
  const form = useRecordForm<FormInput, FormValues, UnitOfMeasure>({
    resolver: (values, context, options) => zodResolver(newUnitSchema(units))(values, context, options),
    defaultValues: { unit: '', factor: '' },
    save: { isUpdate: false, send: (body) => create.mutateAsync({ unitClassId: unitClass.id, body }) },
    onSaved: () => onClose(),
  });
  const [unit, factor] = useWatch({ control: form.control, name: ['unit', 'factor'] });

  const factorText = String(factor ?? '').trim();
  return (
    <RecordFormContent title={`New Unit of Measure: ${unitClass.name}`} submitLabel="Create Unit of Measure" form={form}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Units so far:
        </Typography>
        {units.map((u) => (
          <Chip key={u.id} size="small" label={describeUnit(u, baseName)} variant={u.isBase ? 'filled' : 'outlined'} />
        ))}
      </Stack>
      <FormTextField control={form.control} name="unit" label="Unit" required autoFocus helperText="e.g. box, pack, case." />
      <FormTextField
        control={form.control}
        name="factor"
        label={baseName ? `Factor (${baseName})` : 'Factor'}
        required
        helperText={
          baseName && factorText && Number(factorText) > 0
            ? `1 ${String(unit ?? '').trim() || 'unit'} = ${factorText} ${baseName}`
            : 'How many base units one of it holds.'
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </RecordFormContent>
  );
}

/** Adds one unit to a class (POST masterfile/unit-classes/{id}/unit-of-measures), for 'Create Unit of Measure'. */
export function UnitOfMeasureDialog({ unitClass, onClose }: { unitClass: UnitClass | null; onClose: () => void }) {
  return (
    <RecordFormDialog open={unitClass !== null} width={FORM_DIALOG_WIDTH} onClose={onClose}>
      {unitClass ? <UnitOfMeasureForm key={unitClass.id} unitClass={unitClass} onClose={onClose} /> : null}
    </RecordFormDialog>
  );
}
