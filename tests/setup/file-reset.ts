import { afterAll, vi } from 'vitest';

/**
 * Files share their worker's modules (vite.config.ts, `isolate: false`): each file leaves the worker with real
 * timers and every spy restored, as the next file expects to find it.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
