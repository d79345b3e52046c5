import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PASSWORD_HINT } from '@/lib/password-hint';
import { useShopIdentity } from '@/lib/shop-identity';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

/** /reset-password?token=…: the page a reset link opens; sets the new password once. */
export default function ResetPasswordPage() {
  const { data: shop } = useShopIdentity();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirmation?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirmation) {
      setFieldErrors({ confirmation: PASSWORDS_DIFFER });
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setLinkError(null);
    try {
      setDone((await resetPassword({ token, password })).message);
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.errors : {};
      if (errors.password?.[0]) setFieldErrors({ password: errors.password[0] });
      else setLinkError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (!token) content = <Alert severity="error">This page needs the link from the e-mail. Ask for a new one from the login page.</Alert>;
  else if (done) content = <Alert severity="success">{done}</Alert>;
  else
    content = (
      <Stack component="form" noValidate spacing={2.5} aria-label="Set a new password" onSubmit={(e: FormEvent) => void submit(e)}>
        {linkError ? <Alert severity="error">{linkError}</Alert> : null}
        <TextField
          id="new-password"
          label="New Password"
          type="password"
          value={password}
          autoComplete="new-password"
          autoFocus
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password ?? PASSWORD_HINT}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          id="confirm-password"
          label="Confirm Password"
          type="password"
          value={confirmation}
          autoComplete="new-password"
          error={Boolean(fieldErrors.confirmation)}
          helperText={fieldErrors.confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || password === ''} aria-busy={busy}>
          Set Password
        </Button>
      </Stack>
    );

  return (
    <AuthCard shopName={shop?.name} title="Set a new password">
      {content}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {done ? 'Sign in' : 'Back to sign in'}
        </Link>
      </Box>
    </AuthCard>
  );
}
