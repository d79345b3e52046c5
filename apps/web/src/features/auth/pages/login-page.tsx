import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { reloadAt } from '@/lib/page-reload';
import { AFTER_LOGIN_URL, useSession } from '@/lib/session-store';
import { isInvalidTenantError, showStartupError } from '@/lib/startup-error';
import { login, type LoginCredentials } from '../api/login';
import { LoginForm } from '../components/login-form';

/** Spec 8: the failed-login snackbar. */
export const LOGIN_FAILED = 'Invalid email or password.';

export async function signInWith(credentials: LoginCredentials): Promise<void> {
  const answer = await login(credentials);
  useSession.getState().signIn(answer.data);
  reloadAt(AFTER_LOGIN_URL);
}

export function reportLoginFailure(error: unknown): void {
  if (isInvalidTenantError(error)) {
    showStartupError(error);
    return;
  }
  // Throttling says when to try again; every other failure reads the same (spec 8).
  const message = error instanceof ApiError && error.status === 429 && error.message ? error.message : LOGIN_FAILED;
  notify.error(message, { title: 'Error' });
}

/** /login (spec 2.4): idle → loading → the sales orders with a reload, or back to idle with an error. */
export default function LoginPage() {
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);

  const onSubmit = async (credentials: LoginCredentials) => {
    setBusy(true);
    try {
      await signInWith(credentials);
      // Stay busy: the page is being replaced.
    } catch (error) {
      setBusy(false);
      setFailures((n) => n + 1);
      reportLoginFailure(error);
    }
  };

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
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Welcome back
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Sign in with your credentials below.
          </Typography>
        </Box>
        <LoginForm busy={busy} failures={failures} onSubmit={(c) => void onSubmit(c)} />
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Order and Inventory Management
        </Typography>
      </Paper>
    </Box>
  );
}
