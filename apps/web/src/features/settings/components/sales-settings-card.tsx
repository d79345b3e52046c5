import { useState } from 'react';
import { Button, FormControlLabel, InputAdornment, Stack, Switch, TextField, Typography } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useLateState } from '@/lib/use-late-defaults';
import { useSalesSettings } from '../api/get-sales-settings';
import { useSaveSalesSettings } from '../api/save-sales-settings';
import { SettingsCard } from './settings-card';

/**
 * Whether a sale below a product's minimum price, or with a discount above the cap, needs the
 * Override Prices permission (Edit Sales Settings to change). Prices changed at the counter are
 * recorded on the line either way.
 */
export function SalesSettingsCard() {
  const settings = useSalesSettings();
  const save = useSaveSalesSettings();
  const mayEdit = useCan('Edit Sales Settings');
  // What the shop has until the user changes it: an answer coming again never replaces what is being edited.
  const [required, setRequired] = useLateState(settings.data?.requirePriceOverride, false);
  const [cap, setCap] = useLateState(
    settings.data ? (settings.data.maxDiscountPercent === null ? '' : String(settings.data.maxDiscountPercent)) : undefined,
    '',
  );
  const [capError, setCapError] = useState<string | null>(null);

  const submit = async () => {
    setCapError(null);
    try {
      const answer = await save.mutateAsync({ requirePriceOverride: required, maxDiscountPercent: cap.trim() === '' ? null : cap.trim() });
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      const field = error instanceof ApiError ? error.errors.maxDiscountPercent?.[0] : undefined;
      if (field) setCapError(field);
      else notify.error(errorMessage(error));
    }
  };

  const disabled = !mayEdit || !settings.data || save.isPending;
  return (
    <SettingsCard
      title="Selling Rules"
      description="Who may sell below a product's minimum price or give a large discount."
      actions={
        mayEdit ? (
          <Button variant="contained" onClick={() => void submit()} disabled={disabled}>
            Save
          </Button>
        ) : null
      }
    >
      <Stack spacing={1.5}>
        <FormControlLabel
          control={<Switch checked={required} disabled={disabled} onChange={(event) => setRequired(event.target.checked)} />}
          label="Require Override Prices"
        />
        <TextField
          size="small"
          label="Largest discount without it"
          value={cap}
          disabled={disabled || !required}
          onChange={(event) => setCap(event.target.value)}
          error={Boolean(capError)}
          helperText={capError ?? 'Blank: any discount of the shop’s own.'}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <Typography variant="body2" color="text.secondary">
          {required
            ? 'A price below the minimum (or, without one, below the list price) and a bigger discount need a manager.'
            : 'Anyone who sells may change a price; the change is kept on the sale.'}
        </Typography>
        {settings.error ? (
          <Typography variant="body2" color="error">
            The selling rules could not be loaded.
          </Typography>
        ) : null}
      </Stack>
    </SettingsCard>
  );
}
