import { FormControlLabel, Switch, Typography } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useInventorySettings } from '../api/get-inventory-settings';
import { useSaveInventorySettings } from '../api/save-inventory-settings';
import { SettingsCard } from './settings-card';

/** Whether a sale or adjustment may take stock below zero (Edit Inventory Settings); saved as soon as it is switched. */
export function InventorySettingsCard() {
  const settings = useInventorySettings();
  const save = useSaveInventorySettings();
  const mayEdit = useCan('Edit Inventory Settings');
  const checked = save.isPending ? Boolean(save.variables?.allowNegativeStock) : Boolean(settings.data?.allowNegativeStock);

  const change = async (allowNegativeStock: boolean) => {
    try {
      const answer = await save.mutateAsync({ allowNegativeStock });
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <SettingsCard title="Inventory" description="A shop-wide stock rule.">
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!mayEdit || !settings.data || save.isPending}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label="Allow negative stock"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {checked
          ? 'Sales and adjustments may take a product below zero at a location.'
          : 'A sale or adjustment that would take a product below zero at a location is refused.'}
      </Typography>
      {settings.error ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          The inventory settings could not be loaded.
        </Typography>
      ) : null}
    </SettingsCard>
  );
}
