/** How many uploads of one user are read and decoded at once, in one server process. */
export const UPLOADS_PER_USER = 2;

export type Slots = {
  /** Waits for a free slot of the key (in order of asking); the function it gives frees it (once). */
  acquire: (key: string) => Promise<() => void>;
  /** How many are holding a slot of the key, and how many wait for one. */
  state: (key: string) => { holding: number; waiting: number };
};

/**
 * A small counting semaphore per key: at most `perKey` holders of a key at once, the others wait
 * their turn. It lives in the process: with several API instances each has its own.
 */
export function createSlots(perKey: number): Slots {
  const keys = new Map<string, { holding: number; waiting: (() => void)[] }>();
  return {
    async acquire(key) {
      let entry = keys.get(key);
      if (!entry) {
        entry = { holding: 0, waiting: [] };
        keys.set(key, entry);
      }
      const mine = entry;
      if (mine.holding < perKey) mine.holding++;
      // A slot freed is handed straight to the next in line, so `holding` stays counted.
      else await new Promise<void>((resolve) => mine.waiting.push(resolve));
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        const next = mine.waiting.shift();
        if (next) next();
        else if (--mine.holding === 0) keys.delete(key);
      };
    },
    state(key) {
      const entry = keys.get(key);
      return { holding: entry?.holding ?? 0, waiting: entry?.waiting.length ?? 0 };
    },
  };
}

/** The uploads of each signed-in user (tenant and user id): read and decoded at most UPLOADS_PER_USER at a time. */
export const uploadSlots = createSlots(UPLOADS_PER_USER);
export const uploadSlotKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
