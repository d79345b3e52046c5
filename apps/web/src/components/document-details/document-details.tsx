import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';

/**
 * A labelled value of a record's header (a <dt>/<dd> pair, so it sits directly in a <dl>);
 * an empty value shows a dimmed dash, `wide` spans the whole row.
 */
export function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: empty ? 'text.disabled' : undefined }}
      >
        {empty ? '—' : children}
      </Typography>
    </Box>
  );
}

/** The labelled values of a card, in a responsive grid (a <dl>). */
export function DetailGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` } }}
    >
      {children}
    </Box>
  );
}

/** A posted document's header card: its details, four to a row on wide screens. */
export function DetailsCard({ children }: { children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <DetailGrid columns={4}>{children}</DetailGrid>
      </CardContent>
    </Card>
  );
}

/** A titled card of a details page; `dense` drops the content padding (for tables). */
export function SectionCard({
  title,
  action,
  children,
  dense = false,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  dense?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ py: 1.5 }}
      />
      <Divider />
      {dense ? <Box sx={{ overflowX: 'auto' }}>{children}</Box> : <CardContent>{children}</CardContent>}
    </Card>
  );
}
