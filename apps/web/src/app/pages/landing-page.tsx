import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session-store';

const highlights = [
  { title: 'Point of sale', text: 'Ring up sales and quotations at the counter, per sales channel.' },
  { title: 'Inventory', text: 'Stock across your locations, transfers, adjustments and low-stock alerts.' },
  { title: 'Back office', text: 'Purchasing, receivables and payables, expenses, returns and warranty.' },
];

/** /landing-page: the public front page, outside the shell. */
export default function LandingPage() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', alignItems: 'center', py: 8 }}>
      <Container maxWidth="md">
        <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center' }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
            Order and Inventory Management
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 640 }}>
            The back office and point of sale for small shops: sales, stock, purchasing and reports in one place.
          </Typography>
          <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="contained" size="large">
            {isLoggedIn ? 'Open the back office' : 'Login'}
          </Button>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, width: '100%', pt: 4 }}>
            {highlights.map((h) => (
              <Box key={h.title} sx={{ p: 3, borderRadius: 1, bgcolor: 'background.paper', boxShadow: 1, textAlign: 'start' }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {h.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {h.text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
