/**
 * The journey's service registry: the services every part declares (machines/<part>/services.ts), each once by
 * name with the operation it calls, its input and output and whether the app fetches it on first use. The
 * machine is set up with their stubs (`journeyServices`); the app provides the real ones (src/app/journey/,
 * `JourneyServiceLogic` holds it to every name), fetching those loaded on use with the first of them
 * (`CALLS_LOADED_ON_USE`); the path tooling gives each call its outcomes (machines/paths/outcomes.test.ts).
 * Adding a service is one declaration in its part and its implementation in the app.
 */
import type { InputFrom, OutputFrom } from 'xstate';
import { entriesServices } from '../entries/services';
import { paymentServices } from '../payment/services';
import { resultsServices } from '../results/services';
import { sessionServices } from '../session/services';
import { wizardServices } from '../wizard/services';
import type { ServiceEntry } from './service-stub';

/** Every service the journey invokes, by name. */
export const serviceRegistry = {
  ...sessionServices,
  ...wizardServices,
  ...resultsServices,
  ...paymentServices,
  ...entriesServices,
};

type Registry = typeof serviceRegistry;
export type ServiceName = keyof Registry;

/** The registry's entries, in one list. */
export const SERVICES: readonly ServiceEntry<ServiceName>[] = Object.values(serviceRegistry);

/** The services that answer once (promises), as against the payment widget's callback. */
export type CallName = {
  [Name in ServiceName]: Registry[Name]['kind'] extends 'call' ? Name : never;
}[ServiceName];

/** The calls the app fetches with the first of them, not with the first page. */
export type CallLoadedOnUseName = {
  [Name in CallName]: Registry[Name]['loadedOnUse'] extends true ? Name : never;
}[CallName];

/** The calls loaded on use, by name (src/app/journey/journey-actors.ts wires them). */
export const CALLS_LOADED_ON_USE = SERVICES.filter(
  (entry) => entry.kind === 'call' && entry.loadedOnUse,
  // The filter is the type's condition, which TypeScript cannot follow through a list.
).map((entry) => entry.name as CallLoadedOnUseName);

/** The stub of every service, as the machine's setup takes its actors. */
export type JourneyServiceLogic = { [Name in ServiceName]: Registry[Name]['logic'] };

// Object.fromEntries loses the names' types; each stub is its own entry's.
export const journeyServices = Object.fromEntries(
  SERVICES.map((entry) => [entry.name, entry.logic]),
) as JourneyServiceLogic;

/** Each service's input and output, read off the declarations. */
export type JourneyServices = {
  [Name in ServiceName]: {
    input: InputFrom<JourneyServiceLogic[Name]>;
    output: OutputFrom<JourneyServiceLogic[Name]>;
  };
};
