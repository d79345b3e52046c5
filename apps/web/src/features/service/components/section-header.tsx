import { CardHeader } from '@mui/material';

/** The heading of a card of the job order's page (an h2 under the page's h1). */
export function SectionHeader({ title }: { title: string }) {
  return (
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }} sx={{ pb: 0 }} />
  );
}
