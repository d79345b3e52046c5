import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '@oim/shared/schemas/auth';

/** Local-storage key of the auth session (spec 3: persisted under a store-specific key). */
export const SESSION_STORAGE_KEY = 'oim-auth-session';
/** Other keys logout clears (spec 4: session, menu settings and log level). */
export const MENU_SETTINGS_STORAGE_KEY = 'oim-menu-settings';
export const LOG_LEVEL_STORAGE_KEY = 'oim-log-level';

export type SessionState = {
  isLoggedIn: boolean;
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  signIn: (data: { user: SessionUser; token: string; refreshToken: string }) => void;
  setTokens: (tokens: { token: string; refreshToken: string }) => void;
  setUser: (user: SessionUser) => void;
  signOut: () => void;
};

const signedOut = { isLoggedIn: false, user: null, accessToken: null, refreshToken: null };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ user, token, refreshToken }) => set({ isLoggedIn: true, user, accessToken: token, refreshToken }),
      setTokens: ({ token, refreshToken }) => set({ accessToken: token, refreshToken }),
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
      partialize: ({ isLoggedIn, user, accessToken, refreshToken }) => ({ isLoggedIn, user, accessToken, refreshToken }),
    },
  ),
);
