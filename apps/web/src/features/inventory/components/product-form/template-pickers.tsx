import { Controller } from 'react-hook-form';
import { Box } from '@mui/material';
import { EntityAutocomplete } from '@/components/autocomplete/entity-autocomplete';
import type { NamedRecord } from '../../types';
import { FIELD_GRID, FormSection, type ProductSectionProps } from './form-section';
import type { ProductFlags, ProductPermissions } from './product-payload';

/** One flagged picker of the product form: which field, its label, where its options come from, and who may change it. */
type TemplatePicker = {
  field: 'commissionTemplate' | 'pricingScheduleTemplate' | 'pricingGroup' | 'warrantyTemplate';
  label: string;
  /** The API resource its options are read from. */
  resource: string;
  /** The feature flag that shows it. */
  flag: keyof ProductFlags;
  /** Choosing one and clearing it need their own permissions (named in the hint); without, editing the product is enough. */
  rights?: { assign: keyof ProductPermissions; clear: keyof ProductPermissions; assignPermission: string };
};

/** The pickers of the Commission, Pricing and Warranty section, in the order shown. */
export const TEMPLATE_PICKERS: readonly TemplatePicker[] = [
  { field: 'commissionTemplate', label: 'Commission Template', resource: 'masterfile/commission-templates', flag: 'commission' },
  {
    field: 'pricingScheduleTemplate',
    label: 'Pricing Schedule Template',
    resource: 'pricing-schedules/templates',
    flag: 'pricingSchedule',
    rights: { assign: 'assignPricingSchedule', clear: 'clearPricingSchedule', assignPermission: 'Assign Pricing Schedule Template' },
  },
  { field: 'pricingGroup', label: 'Pricing Group', resource: 'masterfile/product-pricing-groups', flag: 'pricingGroups' },
  {
    field: 'warrantyTemplate',
    label: 'Warranty Template',
    resource: 'masterfile/warranty-templates',
    flag: 'warranty',
    rights: { assign: 'assignWarranty', clear: 'removeWarranty', assignPermission: 'Assign Warranty Template' },
  },
];

function TemplatePickerField({
  picker,
  control,
  errors,
  mayEdit,
  can,
}: ProductSectionProps & { picker: TemplatePicker; can: ProductPermissions }) {
  const { rights } = picker;
  const mayAssign = rights ? can[rights.assign] : true;
  const mayClear = rights ? can[rights.clear] : true;
  const error = errors[picker.field]?.message;
  const helperText = error ?? (mayAssign ? undefined : `Choosing one needs ${rights?.assignPermission}.`);
  return (
    <Controller
      control={control}
      name={picker.field}
      render={({ field: f }) => (
        <EntityAutocomplete<NamedRecord>
          resource={picker.resource}
          nameField="name"
          label={picker.label}
          value={f.value ?? null}
          onChange={(value) => {
            // Clearing needs the clear permission, choosing the assign one.
            if (value === null ? mayClear : mayAssign) f.onChange(value);
          }}
          {...(!mayEdit || (!mayAssign && !mayClear) ? { disabled: true } : {})}
          error={Boolean(error)}
          {...(helperText ? { helperText } : {})}
        />
      )}
    />
  );
}

/** The commission, pricing schedule, pricing group and warranty pickers whose flags are on; nothing when none is. */
export function TemplatesSection({ flags, can, ...form }: ProductSectionProps & { flags: ProductFlags; can: ProductPermissions }) {
  const shown = TEMPLATE_PICKERS.filter((picker) => flags[picker.flag]);
  if (shown.length === 0) return null;
  return (
    <FormSection title="Commission, Pricing and Warranty">
      <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {shown.map((picker) => (
          <TemplatePickerField key={picker.field} picker={picker} can={can} {...form} />
        ))}
      </Box>
    </FormSection>
  );
}
