import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

/** A titled card of the dashboard; it grows to fill its row and wraps below 320 px. */
export function InsightCard({
  title,
  action,
  children,
  grow = 1,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  grow?: number;
}) {
  return (
    <Card variant="outlined" sx={{ flex: `${grow} 1 320px`, minWidth: 0 }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
