import { Controller } from 'react-hook-form';
import { ChipsInput } from '@/components/movement-lines/chips-input';
import { FormSection, type ProductSectionProps } from './form-section';

/** The product's barcodes, one chip each. */
export function BarcodesSection({ control, errors, mayEdit }: ProductSectionProps) {
  return (
    <FormSection title="Barcodes">
      <Controller
        control={control}
        name="barcodes"
        render={({ field: f }) => (
          <ChipsInput
            label="Barcodes"
            value={f.value}
            onChange={f.onChange}
            disabled={!mayEdit}
            caseInsensitive={false}
            placeholder="Scan or type a barcode"
            error={Boolean(errors.barcodes)}
            helperText={errors.barcodes?.message ?? 'Press Enter after each barcode.'}
          />
        )}
      />
    </FormSection>
  );
}
