import { useState } from 'react';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useLateState } from '@/lib/use-late-defaults';
import { useInventorySettings } from '../api/get-inventory-settings';
import { useSaveInventorySettings } from '../api/save-inventory-settings';
import { SettingsCard } from './settings-card';

/**
 * The shop-wide stock rules (Edit Inventory Settings): whether a sale or adjustment may take stock
 * below zero (saved as soon as it is switched), and how far a suggested purchase order fills a
 * product at or below its reorder point (reorder point × the factor, less what is on hand).
 */
export function InventorySettingsCard() {
  const settings = useInventorySettings();
  const save = useSaveInventorySettings();
  const mayEdit = useCan('Edit Inventory Settings');
  // What the shop has until the user changes it: an answer coming again (after the switch is saved) keeps what is being typed.
  const [factor, setFactor] = useLateState(settings.data ? String(settings.data.reorderFactor) : undefined, '');
  const [factorError, setFactorError] = useState<string | null>(null);
  const switching = save.isPending && save.variables && 'allowNegativeStock' in save.variables ? save.variables : undefined;
  const checked = switching ? Boolean(switching.allowNegativeStock) : Boolean(settings.data?.allowNegativeStock);

  const change = async (allowNegativeStock: boolean) => {
    try {
      const answer = await save.mutateAsync({ allowNegativeStock });
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const saveFactor = async () => {
    setFactorError(null);
    try {
      const answer = await save.mutateAsync({ reorderFactor: factor.trim() });
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      const field = error instanceof ApiError ? error.errors.reorderFactor?.[0] : undefined;
      if (field) setFactorError(field);
      else notify.error(errorMessage(error));
    }
  };

  const disabled = !mayEdit || !settings.data || save.isPending;
  return (
    <SettingsCard title="Inventory" description="Shop-wide stock rules.">
      <FormControlLabel
        control={<Switch checked={checked} disabled={disabled} onChange={(event) => void change(event.target.checked)} />}
        label="Allow negative stock"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {checked
          ? 'Sales and adjustments may take a product below zero at a location.'
          : 'A sale or adjustment that would take a product below zero at a location is refused.'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Reorder factor"
          value={factor}
          disabled={disabled}
          onChange={(event) => setFactor(event.target.value)}
          error={Boolean(factorError)}
          helperText={factorError ?? 'Suggested purchase orders fill up to reorder point × this, less what is on hand.'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ maxWidth: 320 }}
        />
        {mayEdit ? (
          <Button
            variant="outlined"
            onClick={() => void saveFactor()}
            disabled={disabled || factor === String(settings.data?.reorderFactor)}
          >
            Save
          </Button>
        ) : null}
      </Stack>
      {settings.error ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          The inventory settings could not be loaded.
        </Typography>
      ) : null}
    </SettingsCard>
  );
}
