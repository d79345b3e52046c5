/*
 * Loaded before every web unit test file (vitest.config.ts `setupFiles`). Tests wait for what they
 * expect to see, never for a fixed time; how long such a wait may take is set here, once, for a
 * busy two-core CI machine (vitest's testTimeout in vitest.config.ts is above it).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
