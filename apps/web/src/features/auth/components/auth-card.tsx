import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type AuthCardProps = {
  /** The shop this address belongs to, above the title (nothing until it is known). */
  shopName?: string | undefined;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The card of the pages shown before signing in: sign-in, forgotten password, new password. */
export function AuthCard({ shopName, title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
        backgroundImage: (t) =>
          `radial-gradient(circle at 20% 10%, ${t.palette.primary.main}22 0, transparent 45%), radial-gradient(circle at 85% 90%, ${t.palette.primary.main}1a 0, transparent 40%)`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 56, height: 56, mb: 2, color: 'primary.main' }}>
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 12h14l-1.2 12.2a2 2 0 0 1-2 1.8h-7.6a2 2 0 0 1-2-1.8z" fill="#fff" />
            <path d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" strokeWidth="2" />
          </Box>
          {/* Kept in the layout while it loads, so the card does not jump when the name arrives. */}
          <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700, minHeight: '1.75em', mb: 0.5 }}>
            {shopName ?? ''}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {children}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Order and Inventory Management
        </Typography>
      </Paper>
    </Box>
  );
}
