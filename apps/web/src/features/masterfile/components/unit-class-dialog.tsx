import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreateUnitClass } from '../api/create-unit-class';
import { useUpdateUnitClass } from '../api/update-unit-class';
import type { UnitClass } from '../types';
import { unitClassFormSchema, type UnitClassFormInput } from './unit-class-form-schema';
import { UnitRowsEditor } from './unit-rows-editor';

/** Wide enough for a unit row (name, factor, base mark, remove) beside the class's fields. */
export const UNIT_CLASS_DIALOG_WIDTH = 640;

function formDefaults(record: UnitClass | null | undefined): UnitClassFormInput {
  const units = record?.units ?? [];
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    units:
      units.length > 0
        ? [...units].sort((a, b) => a.factor - b.factor).map((u) => ({ unitId: u.id, unit: u.unit, factor: String(u.factor) }))
        : [{ unit: '', factor: '1' }],
  };
}

function UnitClassForm({ record, onClose }: Omit<RecordDialogProps<UnitClass>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(unitClassFormSchema),
    defaultValues: formDefaults(record),
    listFields: ['units'],
    save: createOrUpdate(record, useCreateUnitClass(), useUpdateUnitClass()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent form={form} noun="Unit Class">
      <FormTextField control={form.control} name="name" label="Name" required autoFocus helperText="e.g. Count, Weight, Length." />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
      <UnitRowsEditor control={form.control} />
    </RecordFormContent>
  );
}

/** Create or update a unit class with its units (the Unit Of Measures screen). */
export const UnitClassDialog = recordFormDialog(UnitClassForm, UNIT_CLASS_DIALOG_WIDTH);
