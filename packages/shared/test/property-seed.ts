/*
 * The seed of every property test (fast-check), loaded before each test file by the vitest
 * projects that have them (packages/shared, apps/api, apps/web: `setupFiles`). The same seed every
 * run, so a red property is red again on a rerun; PROPERTY_SEED=<number> runs another one, and
 * PROPERTY_SEED=random draws one. A failing property names its seed and how to run it again.
 */
import fc from 'fast-check';
import { beforeEach } from 'vitest';

/** The seed when none is asked for (any fixed number would do). */
export const DEFAULT_PROPERTY_SEED = 20_261_128;

/** The seed PROPERTY_SEED asks for: unset or empty is the default, `random` draws one, anything else must be an integer. */
export function propertySeed(asked: string | undefined = process.env.PROPERTY_SEED): number {
  const value = asked?.trim() ?? '';
  if (value === '') return DEFAULT_PROPERTY_SEED;
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new Error(`PROPERTY_SEED must be an integer or "random", not "${value}"`);
  return Number(value);
}

export const replayHint = (seed: number) => `Run it again with PROPERTY_SEED=${seed} (PROPERTY_SEED=random draws a new seed).`;

const seed = propertySeed();
/** Whether the running test checked a property: its failure then names the seed even when it failed after fc.assert. */
let checked = false;

fc.configureGlobal({
  seed,
  // Every fc.assert ends here: a failure is fast-check's own report (seed, path, counterexample) and how to replay it.
  reporter: (out) => {
    checked = true;
    if (!out.failed) return;
    const error = new Error(`${fc.defaultReportMessage(out)}\n${replayHint(out.seed)}`, { cause: out.errorInstance });
    throw error;
  },
});

beforeEach(({ onTestFailed }) => {
  checked = false;
  onTestFailed(() => {
    if (checked) console.error(`Property seed ${seed}. ${replayHint(seed)}`);
  });
});
