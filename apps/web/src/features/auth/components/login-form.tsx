import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { LoginCredentials } from '../api/login';

/** Spec 5: the login messages, exactly. The email's format is not checked here. */
export const EMAIL_REQUIRED = 'We need an email address to log you in';
export const PASSWORD_REQUIRED = 'We need a password to log you in';

export type LoginErrors = Partial<Record<keyof LoginCredentials, string>>;

/** Both fields are required; nothing else is checked on the client (spec 5). */
export function validateLogin({ email, password }: LoginCredentials): LoginErrors {
  const errors: LoginErrors = {};
  if (email.trim() === '') errors.email = EMAIL_REQUIRED;
  if (password === '') errors.password = PASSWORD_REQUIRED;
  return errors;
}

type FieldProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  onChange: (value: string) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

// A plain outlined field: TextField would also bring in Select, Menu and Modal, which the login
// page does not need (the page must stay small).
function Field({
  id,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  inputRef,
  endAdornment,
  onChange,
  onBlur,
  onKeyDown,
}: FieldProps) {
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        endAdornment={endAdornment}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

export type LoginFormProps = {
  busy: boolean;
  /** How many sign-ins have failed: after each, the focus goes back to the password, selected to retype. */
  failures?: number;
  onSubmit: (credentials: LoginCredentials) => void;
};

/** E-Mail, Password with a show/hide toggle, and the Login button (spec 2.4). */
export function LoginForm({ busy, failures = 0, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginCredentials>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginCredentials, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (failures === 0) return;
    passwordRef.current?.focus();
    passwordRef.current?.select();
  }, [failures]);

  const errors = validateLogin(values);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof LoginCredentials) => (touched[field] ? errors[field] : undefined);

  const submit = () => {
    if (!valid) {
      setTouched({ email: true, password: true });
      return;
    }
    if (!busy) onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Login"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field
        id="email"
        label="E-Mail"
        value={values.email}
        error={shown('email')}
        autoComplete="username"
        autoFocus
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        onKeyDown={(e) => {
          // Enter in the email field moves on to the password.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          passwordRef.current?.focus();
        }}
      />
      <Field
        id="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        value={values.password}
        error={shown('password')}
        autoComplete="current-password"
        inputRef={passwordRef}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        onKeyDown={(e) => {
          // Enter in a valid password field submits; the form as a whole must be valid too.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (errors.password) setTouched((t) => ({ ...t, password: true }));
          else submit();
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              // Not "Show password": the field's own label must stay the only one that says Password.
              aria-label="Toggle visibility"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
              onMouseDown={(e) => e.preventDefault()}
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!valid || busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Signing in" /> : undefined}
      >
        Login
      </Button>
    </Stack>
  );
}
