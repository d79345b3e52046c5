import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '@oim/shared/schemas/auth';

/** Local-storage key of the auth session (spec 3: persisted under a store-specific key). */
export const SESSION_STORAGE_KEY = 'oim-auth-session';
/** Other keys logout clears (spec 4: session, menu settings and log level). */
export const MENU_SETTINGS_STORAGE_KEY = 'oim-menu-settings';
export const LOG_LEVEL_STORAGE_KEY = 'oim-log-level';
/** Spec 2.1: after a successful login the user lands here with a full page reload. */
export const AFTER_LOGIN_URL = '/sales/sales-orders';

export type SessionState = {
  isLoggedIn: boolean;
  user: SessionUser | null;
  accessToken: string | null;
  /** When the access token runs out, by this browser's clock (ms), if the token says. */
  accessTokenExpiresAt: number | null;
  refreshToken: string | null;
  signIn: (data: { user: SessionUser; token: string; refreshToken: string }) => void;
  setTokens: (tokens: { token: string; refreshToken: string }) => void;
  setUser: (user: SessionUser) => void;
  signOut: () => void;
};

const signedOut = { isLoggedIn: false, user: null, accessToken: null, accessTokenExpiresAt: null, refreshToken: null };

/**
 * When an access token (a JWT) runs out by this browser's clock: its lifetime (exp - iat) from
 * now, since the device's clock may be minutes off the server's. Null for a token that says neither.
 */
export function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    return typeof claims.exp === 'number' && typeof claims.iat === 'number' ? Date.now() + (claims.exp - claims.iat) * 1000 : null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ user, token, refreshToken }) =>
        set({ isLoggedIn: true, user, accessToken: token, accessTokenExpiresAt: expiryOf(token), refreshToken }),
      setTokens: ({ token, refreshToken }) => set({ accessToken: token, accessTokenExpiresAt: expiryOf(token), refreshToken }),
      setUser: (user) => set({ user }),
      signOut: () => {
        set(signedOut);
        localStorage.removeItem(MENU_SETTINGS_STORAGE_KEY);
        localStorage.removeItem(LOG_LEVEL_STORAGE_KEY);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isLoggedIn, user, accessToken, accessTokenExpiresAt, refreshToken }) => ({
        isLoggedIn,
        user,
        accessToken,
        accessTokenExpiresAt,
        refreshToken,
      }),
    },
  ),
);

// Another tab that renewed the tokens (or signed out) stored them: take them over, or this tab
// would present a spent refresh token, which the server takes for a stolen one and ends the session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  });
}
