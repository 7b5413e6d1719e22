/** Every service the registry declares (machines/core/services.ts) has answers the paths can give it. */
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../core/services';
import { fault } from './actor-outcome';
import { outcomesOf } from './outcomes';

/** The payment widget is a callback: the paths send its events (user-events.ts), not a done or error. */
const calls = SERVICES.filter((entry) => entry.kind === 'call');

describe('the registry in the path tooling', () => {
  it.each(calls.map((entry) => [entry.name, entry] as const))('%s has outcomes', (name) => {
    expect(outcomesOf(name).length).toBeGreaterThan(0);
  });

  it.each(
    calls.flatMap(({ name, operationId }) => (operationId === null ? [] : [[name, operationId]])),
  )('%s is failed in the sandbox by its operation, %s', (name, operationId) => {
    expect(fault(name, 500)).toBe(`SANDBOX_FAIL ${operationId}=500x1`);
  });
});
