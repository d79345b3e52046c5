import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useRouteHandle } from '@/lib/route-handle';
import { PageHeading } from '../components/page-heading';

/**
 * A screen behind a navigation link whose area is not built yet: the page's own title and
 * breadcrumbs (from its route), and a notice instead of the content.
 */
export default function NotAvailablePage() {
  const { title = 'Page', breadcrumbs = [] } = useRouteHandle();

  return (
    <Box>
      <PageHeading title={title} breadcrumbs={breadcrumbs} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 6 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
      >
        <ConstructionOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {title} is not available yet
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          This area of Order and Inventory Management is still being built. It will appear here once it is ready.
        </Typography>
      </Paper>
    </Box>
  );
}
