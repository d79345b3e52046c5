import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local-storage key of the users (by id) of this shop who hid the setup checklist in this browser. */
export const SETUP_CHECKLIST_STORAGE_KEY = 'oim-setup-checklist';

type Dismissals = { dismissedBy: number[]; dismiss: (userId: number) => void };

/** Kept across sign-outs: a user who hid the checklist does not see it again here. */
export const useSetupChecklistDismissals = create<Dismissals>()(
  persist(
    (set) => ({
      dismissedBy: [],
      dismiss: (userId) => set((state) => ({ dismissedBy: [...new Set([...state.dismissedBy, userId])] })),
    }),
    {
      name: SETUP_CHECKLIST_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ dismissedBy }) => ({ dismissedBy }),
    },
  ),
);
