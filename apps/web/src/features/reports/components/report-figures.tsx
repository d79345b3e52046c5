import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';

export type Figure = { label: string; value: ReactNode };

/** A row of figure cards over a report (count, totals), readable on a phone (they wrap). */
export function ReportFigures({ figures, loading }: { figures: Figure[]; loading: boolean }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {figures.map((f) => (
        <Card key={f.label} variant="outlined" sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography variant="h6" component="p">
              {loading ? <Skeleton width={80} /> : f.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
