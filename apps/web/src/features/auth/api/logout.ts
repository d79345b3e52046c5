import { api } from '@/lib/api-client';
import { reloadAt } from '@/lib/page-reload';
import { useSession } from '@/lib/session-store';

/** Where the user lands after signing out (spec 2.3: /login with a page reload). */
export const AFTER_LOGOUT_URL = '/login';

/**
 * Ends the session on the server (a failure there does not keep anyone signed in), clears the
 * stored session, menu settings and log level, and reloads at /login.
 */
export async function logout(): Promise<void> {
  try {
    // An empty JSON body: the request is sent as JSON, and the server refuses an empty one.
    await api.post('logout', {});
  } catch (error) {
    console.error('The server could not end the session', error);
  }
  useSession.getState().signOut();
  reloadAt(AFTER_LOGOUT_URL);
}
