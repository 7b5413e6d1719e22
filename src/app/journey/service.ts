import { fromPromise } from 'xstate';
import type {
  CallName,
  JourneyServiceLogic,
  JourneyServices,
} from '../../../machines/core/services';
import { loadOnce } from './load-once';

/** The journey's calls (machines/core/services.ts): every service but the payment widget's callback. */
type ServiceName = CallName;
type InputOf<Name extends ServiceName> = JourneyServices[Name]['input'];
type OutputOf<Name extends ServiceName> = JourneyServices[Name]['output'];

/** What a journey service does with its input: the actor's signal cancels it when the state is left. */
export type ServiceCall<Name extends ServiceName> = (
  input: InputOf<Name>,
  signal: AbortSignal,
) => Promise<OutputOf<Name>>;

/** A service's call, typed by the service it implements. */
export const call = <Name extends ServiceName>(run: ServiceCall<Name>): ServiceCall<Name> => run;

/** A journey service: its call gets the actor's signal, so leaving the invoking state cancels it. */
export function service<Name extends ServiceName>(run: ServiceCall<Name>) {
  return fromPromise<OutputOf<Name>, InputOf<Name>>(({ input, signal }) => run(input, signal));
}

/** Every call the app provides, as the machine takes them: a name left out fails the typecheck. */
export type JourneyCallLogic = Pick<JourneyServiceLogic, CallName>;

/** One call per service named. */
export type ServiceCalls<Names extends ServiceName> = { [Name in Names]: ServiceCall<Name> };

/**
 * Services whose calls live in a module fetched on the first of them (`load`, called once): the first page
 * does not carry calls the customer makes only later. A failed fetch fails that call, and the next call
 * fetches again.
 */
export function servicesLoadedOnUse<Names extends ServiceName>(
  names: readonly Names[],
  load: () => Promise<ServiceCalls<Names>>,
) {
  const calls = loadOnce(load);
  const late = <Name extends Names>(name: Name) =>
    service<Name>(async (input, signal) => {
      const run: ServiceCall<Name> = (await calls())[name];
      return run(input, signal);
    });
  return Object.fromEntries(names.map((name) => [name, late(name)])) as {
    [Name in Names]: ReturnType<typeof service<Name>>;
  };
}
