import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

/** Spec 2.1 and 8: any unknown path shows this 404 screen. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: 96, sm: 144 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, wordBreak: 'break-word' }}>
        There is no page at {pathname}. It may have moved, or the address may be mistyped.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 2 }}>
        Go to the dashboard
      </Button>
    </Box>
  );
}
