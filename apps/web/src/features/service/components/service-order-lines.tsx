import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { ProductAutocomplete } from '@/components/movement-lines/product-autocomplete';
import { UnitSelect } from '@/components/movement-lines/unit-select';
import { formatMoney } from '@/lib/format';
import {
  estimateText,
  newLabourLine,
  newServiceLine,
  type ServiceLineInput,
  type ServiceOrderFormValues,
} from './service-order-form-schema';

const LINE_TYPES = ['PRODUCT', 'SERVICE'] as const;
const COLUMNS = {
  xs: '1fr 1fr',
  md: 'minmax(220px, 3fr) minmax(110px, 1.2fr) minmax(80px, 0.8fr) minmax(100px, 1fr) minmax(90px, 0.9fr) auto',
};

type Props = { control: Control<ServiceOrderFormValues, unknown, unknown>; errors: FieldErrors<ServiceOrderFormValues>; readOnly: boolean };

function LineTotal({ line }: { line: ServiceLineInput | undefined }) {
  return <Typography sx={{ alignSelf: 'center', textAlign: 'right' }}>{formatMoney(estimateText(line ? [line] : []))}</Typography>;
}

/**
 * Parts (PRODUCT) and labour (SERVICE) lines: product, unit, quantity, price (the product's by
 * default); or labour typed by description and price (Add Labour); the estimate live.
 */
export function ServiceOrderLines({ control, errors, readOnly }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'fieldKey' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  return (
    <Box component="section" aria-labelledby="service-lines-title" sx={{ gridColumn: '1 / -1' }}>
      <Typography id="service-lines-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Parts and Labour
      </Typography>
      {fields.map((field, index) => {
        const lineErrors = errors.lines?.[index];
        const labour = Boolean(lines[index]?.labour ?? (field as ServiceLineInput).labour);
        return (
          <Box key={field.fieldKey} sx={{ display: 'grid', gap: 1, mb: 1.5, gridTemplateColumns: COLUMNS, alignItems: 'start' }}>
            <Box sx={{ gridColumn: { xs: '1 / -1', md: labour ? 'span 2' : 'auto' } }}>
              {labour ? (
                <Controller
                  control={control}
                  name={`lines.${index}.description`}
                  render={({ field: description }) => (
                    <TextField
                      {...description}
                      value={description.value ?? ''}
                      size="small"
                      fullWidth
                      label={`Labour of line ${index + 1}`}
                      placeholder="What was done, e.g. Replace screen"
                      required
                      disabled={readOnly}
                      slotProps={{ htmlInput: { maxLength: 255 } }}
                      error={Boolean(lineErrors?.description)}
                      helperText={lineErrors?.description?.message}
                    />
                  )}
                />
              ) : (
                <Controller
                  control={control}
                  name={`lines.${index}.product`}
                  render={({ field: product }) => (
                    <Controller
                      control={control}
                      name={`lines.${index}`}
                      render={({ field: whole }) => (
                        <ProductAutocomplete
                          label={`Product of line ${index + 1}`}
                          types={LINE_TYPES}
                          value={product.value}
                          disabled={readOnly}
                          required
                          error={Boolean(lineErrors?.product)}
                          helperText={lineErrors?.product?.message}
                          onChange={(picked) => {
                            const current = lines[index] ?? newServiceLine();
                            whole.onChange({
                              ...current,
                              product: picked,
                              uomId: picked?.unitOfMeasureId ?? '',
                              unitPrice: picked ? String(picked.price) : current.unitPrice,
                            });
                          }}
                        />
                      )}
                    />
                  )}
                />
              )}
            </Box>
            {labour ? null : (
              <Controller
                control={control}
                name={`lines.${index}.uomId`}
                render={({ field: unit }) => (
                  <UnitSelect
                    label="Unit"
                    unitClassId={lines[index]?.product?.unitClassId}
                    value={unit.value}
                    onChange={(id) => unit.onChange(id)}
                    disabled={readOnly}
                    required
                    showFactor={false}
                    error={Boolean(lineErrors?.uomId)}
                    helperText={lineErrors?.uomId?.message}
                  />
                )}
              />
            )}
            <Controller
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field: quantity }) => (
                <TextField
                  {...quantity}
                  size="small"
                  label="Quantity"
                  required
                  disabled={readOnly}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(lineErrors?.quantity)}
                  helperText={lineErrors?.quantity?.message}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.unitPrice`}
              render={({ field: price }) => (
                <TextField
                  {...price}
                  size="small"
                  label="Price"
                  required
                  disabled={readOnly}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(lineErrors?.unitPrice)}
                  helperText={lineErrors?.unitPrice?.message}
                />
              )}
            />
            <LineTotal line={lines[index]} />
            {readOnly ? (
              <span />
            ) : (
              <Tooltip title="Remove line">
                <IconButton aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        {readOnly ? (
          <span />
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<AddIcon />} onClick={() => append(newServiceLine())}>
              Add Line
            </Button>
            <Button size="small" startIcon={<AddIcon />} onClick={() => append(newLabourLine())}>
              Add Labour
            </Button>
          </Box>
        )}
        <Typography sx={{ fontWeight: 600 }} aria-live="polite">
          Estimate: {formatMoney(estimateText(lines))}
        </Typography>
      </Box>
    </Box>
  );
}
