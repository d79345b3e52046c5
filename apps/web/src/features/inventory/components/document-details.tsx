import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A labelled value of a document's header. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
}

/** A posted document's header card. */
export function DetailsCard({ children }: { children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
