import { LinearProgress, Stack, Typography } from '@mui/material';

/** "N of M counted" with a bar: how far a count has come. */
export function CountProgress({ counted, total, dense = false }: { counted: number; total: number; dense?: boolean }) {
  const percent = total === 0 ? 0 : (100 * counted) / total;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', minWidth: dense ? 0 : 220, width: '100%', height: dense ? '100%' : undefined }}
    >
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ flex: 1, minWidth: dense ? 40 : 80, height: dense ? 6 : 8, borderRadius: 4 }}
        aria-label={`${counted} of ${total} counted`}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {counted} of {total} counted
      </Typography>
    </Stack>
  );
}
