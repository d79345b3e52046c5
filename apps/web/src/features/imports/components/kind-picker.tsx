import { useId } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { IMPORT_KINDS, type ImportKind } from '@oim/shared/schemas/imports';
import { IMPORT_KIND_TEXT } from '../lib/import-kinds';

/** The six kinds of import, each with the one line saying what it brings in. */
export function KindPicker({ value, onChange, disabled }: { value: ImportKind; onChange: (kind: ImportKind) => void; disabled?: boolean }) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%', minWidth: 0 }}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        What to import
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="import-kind"
        value={value}
        onChange={(event) => onChange(event.target.value as ImportKind)}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {IMPORT_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            value={kind}
            control={<Radio />}
            sx={{
              m: 0,
              alignItems: 'flex-start',
              border: 1,
              borderColor: value === kind ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 1,
              minWidth: 0,
            }}
            label={
              <Box sx={{ pt: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{IMPORT_KIND_TEXT[kind].label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {IMPORT_KIND_TEXT[kind].explanation}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
