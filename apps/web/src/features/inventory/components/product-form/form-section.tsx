import type { ReactNode } from 'react';
import type { Control, FieldErrors, RefCallBack, UseFormRegisterReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader } from '@mui/material';
import type { ProductFormInput, ProductFormValues } from './product-form-schema';

/** What every section of the product form reads: the form, its errors, and whether the user may edit. */
export type ProductSectionProps = {
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  errors: FieldErrors<ProductFormInput>;
  mayEdit: boolean;
};

/** The product form's plain text fields. */
export type ProductTextField = 'sku' | 'productName' | 'description' | 'basePrice' | 'minimumPrice' | 'cost' | 'reorderPoint';

/** A text field's registration, error and disabled state, spread on a TextField. */
export type TextFieldProps = (name: ProductTextField) => Omit<UseFormRegisterReturn<ProductTextField>, 'ref'> & {
  inputRef: RefCallBack;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
};

/** The fields of a section: one column on phones, two on tablets, three on wide screens. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** A titled card of the product form. */
export function FormSection({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
