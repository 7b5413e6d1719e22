import { afterEach, vi } from 'vitest';

/**
 * An unexpected console.error fails the test that caused it; a test that expects one mocks it.
 * Files share their worker (vite.config.ts, `isolate: false`) and this file runs before each of them:
 * console.error is wrapped once per worker, and each file's hook reads and empties the one list.
 */
interface ConsoleErrors {
  seen: unknown[][];
}
const worker = globalThis as typeof globalThis & { consoleErrors?: ConsoleErrors };

function watchConsoleErrors(): ConsoleErrors {
  const watched: ConsoleErrors = { seen: [] };
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    watched.seen.push(args);
    original(...args);
  };
  return watched;
}

const consoleErrors = (worker.consoleErrors ??= watchConsoleErrors());

afterEach(() => {
  const { seen } = consoleErrors;
  consoleErrors.seen = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `Unexpected console.error: ${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
