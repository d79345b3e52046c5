import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useShopIdentity } from '@/lib/shop-identity';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

/** Shown when the deployment sends no e-mail: only the owner (or whoever manages users) can set a new password. */
export const ASK_THE_OWNER =
  "This shop does not send e-mail, so a forgotten password cannot be reset from here. Ask the shop's owner to set a new one for you (Users › Reset Password); then sign in with it and change it under your profile.";

function BackToSignIn() {
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login" variant="body2">
        Back to sign in
      </Link>
    </Box>
  );
}

/** /forgot-password: the address to mail a reset link to, or, without e-mail, whom to ask. */
export default function ForgotPasswordPage() {
  const shop = useShopIdentity();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === '') {
      setError('The email field is required.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent((await requestPasswordReset({ email: email.trim() })).message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (shop.isPending) content = <CircularProgress aria-label="Loading" sx={{ display: 'block', mx: 'auto' }} />;
  else if (!shop.data?.passwordResetByEmail) content = <Alert severity="info">{ASK_THE_OWNER}</Alert>;
  else if (sent) content = <Alert severity="success">{sent}</Alert>;
  else
    content = (
      <Stack component="form" noValidate spacing={2.5} aria-label="Forgot password" onSubmit={(e: FormEvent) => void submit(e)}>
        <TextField
          id="email"
          label="E-Mail"
          type="email"
          value={email}
          autoComplete="username"
          autoFocus
          error={Boolean(error)}
          helperText={error ?? 'We will e-mail a link to set a new password. It works once, within an hour.'}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} aria-busy={busy}>
          Send the link
        </Button>
      </Stack>
    );

  return (
    <AuthCard shopName={shop.data?.name} title="Forgot password?">
      {content}
      <BackToSignIn />
    </AuthCard>
  );
}
