import { Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

/** Spec 2.6: a tick with the word Default on the default customer; nothing on the others. */
export function DefaultIndicator({ isDefault }: { isDefault: boolean | undefined }) {
  if (!isDefault) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main', height: '100%' }}>
      <CheckCircleIcon fontSize="small" />
      <Typography variant="body2">Default</Typography>
    </Stack>
  );
}
