import { fromPromise } from 'xstate';
import type { JourneyServices } from '../../machines/parts/services';

type ServiceName = Exclude<keyof JourneyServices, 'loadReferenceData' | 'paymentWidget'>;
type InputOf<Name extends ServiceName> = JourneyServices[Name]['input'];
type OutputOf<Name extends ServiceName> = JourneyServices[Name]['output'];

/** A journey service: its call gets the actor's signal, so leaving the invoking state cancels it. */
export function service<Name extends ServiceName>(
  call: (input: InputOf<Name>, signal: AbortSignal) => Promise<OutputOf<Name>>,
) {
  return fromPromise<OutputOf<Name>, InputOf<Name>>(({ input, signal }) => call(input, signal));
}
