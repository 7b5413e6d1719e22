import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bootStatusOf, journeyMachine } from './journey.machine';
import type { ReferenceData } from './types/reference-data';

const referenceData: ReferenceData = {
  titles: [
    { code: '003', description: 'Mr' },
    { code: '004', description: 'Mrs' },
  ],
  coverLevels: [{ code: 'COMP', description: 'Comprehensive' }],
};

function journeyWith(load: (signal: AbortSignal) => Promise<ReferenceData>) {
  return createActor(
    journeyMachine.provide({
      actors: { loadReferenceData: fromPromise<ReferenceData>(({ signal }) => load(signal)) },
    }),
  );
}

describe('journey machine: booting', () => {
  it('starts in booting and reaches ready with the provided reference data', async () => {
    const actor = journeyWith(() => Promise.resolve(referenceData)).start();
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    expect(bootStatusOf(actor.getSnapshot())).toBe('loading');

    const snapshot = await waitFor(actor, (s) => s.matches('ready'));

    expect(bootStatusOf(snapshot)).toBe('ready');
    expect(snapshot.context.referenceData).toEqual(referenceData);
    expect(snapshot.context.bootError).toBeNull();
    actor.stop();
  });

  it('stores the failure message, then boot.retry loads again and clears it', async () => {
    let calls = 0;
    const actor = journeyWith(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Could not find the list of options.'))
        : Promise.resolve(referenceData);
    }).start();

    const failed = await waitFor(actor, (s) => s.matches('bootFailed'));
    expect(bootStatusOf(failed)).toBe('failed');
    expect(failed.context.bootError).toBe('Could not find the list of options.');
    expect(failed.context.referenceData).toBeNull();
    expect(failed.can({ type: 'boot.retry' })).toBe(true);

    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    expect(actor.getSnapshot().context.bootError).toBeNull();

    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
    expect(ready.context.referenceData).toEqual(referenceData);
    expect(ready.can({ type: 'boot.retry' })).toBe(false);
    actor.stop();
  });

  it('gives a readable message when the failure carries none', async () => {
    const actor = journeyWith(() => Promise.reject(new Error(''))).start();
    const failed = await waitFor(actor, (s) => s.matches('bootFailed'));
    expect(failed.context.bootError).toBe('The quote form could not be loaded.');
    actor.stop();
  });

  it('fails when no implementation is provided', async () => {
    const actor = createActor(journeyMachine).start();
    const failed = await waitFor(actor, (s) => s.matches('bootFailed'));
    expect(failed.context.bootError).toBe('loadReferenceData is not provided');
    actor.stop();
  });

  it('aborts the pending load when the journey stops', () => {
    let received: AbortSignal | undefined;
    const actor = journeyWith((signal) => {
      received = signal;
      return new Promise<ReferenceData>(() => undefined);
    }).start();
    expect(received?.aborted).toBe(false);
    actor.stop();
    expect(received?.aborted).toBe(true);
  });
});
