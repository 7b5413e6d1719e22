import { afterEach, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it; a test that expects one mocks it. */
let errors: unknown[][] = [];

const original = console.error.bind(console);
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `Unexpected console.error: ${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
