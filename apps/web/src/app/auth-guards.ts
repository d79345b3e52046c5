import { redirect } from 'react-router';
import { useSession } from '@/lib/session-store';

/** Spec 2.1: the shell (and the terminal) are for signed-in users only. */
export function requireSignedIn() {
  return useSession.getState().isLoggedIn ? null : redirect('/login');
}

/** Spec 2.1: a signed-in user who opens /login is sent to /. */
export function redirectSignedIn() {
  return useSession.getState().isLoggedIn ? redirect('/') : null;
}
