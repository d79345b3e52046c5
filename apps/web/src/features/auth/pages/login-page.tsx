import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { reloadAt } from '@/lib/page-reload';
import { AFTER_LOGIN_URL, useSession } from '@/lib/session-store';
import { useShopIdentity } from '@/lib/shop-identity';
import { isInvalidTenantError, showStartupError } from '@/lib/startup-error';
import { login, type LoginCredentials } from '../api/login';
import { AuthCard } from '../components/auth-card';
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
  const { data: shop } = useShopIdentity();

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
    <AuthCard shopName={shop?.name} title="Welcome back" subtitle="Sign in with your credentials below.">
      <LoginForm busy={busy} failures={failures} onSubmit={(c) => void onSubmit(c)} />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          Forgot password?
        </Link>
      </Box>
    </AuthCard>
  );
}
