import { Controller } from 'react-hook-form';
import { BundleEditor, type BundleRowErrors } from './bundle-editor';
import { FormSection, type ProductSectionProps } from './form-section';

type RowErrors = Record<string, { message?: string }> | undefined;
type BundleErrors = ({ message?: string; root?: { message?: string } } & Record<number, RowErrors>) | undefined;

/** A bundle's items: what one bundle is made of. */
export function BundleSection({ control, errors, mayEdit, bundleId }: ProductSectionProps & { bundleId: number | null }) {
  const bundleErrors = errors.bundleProducts as BundleErrors;
  const rowErrors: (BundleRowErrors | undefined)[] = Array.isArray(bundleErrors)
    ? (bundleErrors as RowErrors[]).map((row) =>
        row
          ? { bundleItem: row.bundleItem?.message, bundleQuantity: row.bundleQuantity?.message, bundleUomId: row.bundleUomId?.message }
          : undefined,
      )
    : [];
  return (
    <FormSection title="Bundle Items" subheader="What one bundle is made of.">
      <Controller
        control={control}
        name="bundleProducts"
        render={({ field: f }) => (
          <BundleEditor
            rows={f.value}
            onChange={f.onChange}
            bundleId={bundleId}
            disabled={!mayEdit}
            rowErrors={rowErrors}
            {...(bundleErrors?.message || bundleErrors?.root?.message ? { error: bundleErrors.message ?? bundleErrors.root?.message } : {})}
          />
        )}
      />
    </FormSection>
  );
}
