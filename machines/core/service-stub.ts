/**
 * How a part declares the services it invokes (machines/<part>/services.ts): each by name, with the OpenAPI
 * operation it calls, its input and output (the types of the stand-in the machine is set up with) and whether
 * the app fetches its implementation on first use. machines/core/services.ts composes the parts' declarations;
 * the machine's stubs, the app's lazy wiring (src/app/journey/) and the path tooling (machines/paths) are read
 * off them. Kept apart from core/services.ts so a part declaring its services imports nothing that imports it.
 */
import {
  fromPromise,
  type AnyActorLogic,
  type CallbackActorLogic,
  type EventObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
} from 'xstate';
import type { operations as LookupOperations } from '../../openapi/generated/lookup';
import type { operations as QuoteOperations } from '../../openapi/generated/quote';

/** An operation of the contract (openapi/lookup.yaml, openapi/quote.yaml), as its operationId names it. */
export type OperationId = keyof LookupOperations | keyof QuoteOperations;

/**
 * A call answers once (a promise: its done or error event); a callback lives as long as its invoking state and
 * sends events back (the payment widget).
 */
export type ServiceKind = 'call' | 'callback';

interface DeclarationOptions<TLoadedOnUse extends boolean> {
  /** The contract's operation it calls (the sandbox fails it by this name); null where it calls none. */
  operationId: OperationId | null;
  /**
   * True where the app fetches the implementation when the journey first invokes it, not with the first page
   * (a call: with the later calls of src/app/journey/journey-calls.ts; a callback: on its own).
   */
  loadedOnUse: TLoadedOnUse;
}

/** A service as its part declares it, before it has its name. */
export interface ServiceDeclaration<
  TKind extends ServiceKind = ServiceKind,
  TLogic extends AnyActorLogic = AnyActorLogic,
  TLoadedOnUse extends boolean = boolean,
> extends DeclarationOptions<TLoadedOnUse> {
  kind: TKind;
  /** The stand-in the machine is set up with until the app provides the real one. */
  stub: (name: string) => TLogic;
}

/** One entry of the journey's service registry. */
export interface ServiceEntry<
  TName extends string = string,
  TKind extends ServiceKind = ServiceKind,
  TLogic extends AnyActorLogic = AnyActorLogic,
  TLoadedOnUse extends boolean = boolean,
> extends DeclarationOptions<TLoadedOnUse> {
  name: TName;
  kind: TKind;
  /** The stub, typed by the service's input and output. */
  logic: TLogic;
}

/** A type a declaration carries, not a value: `output: typed<QuoteResult>()` (nothing is kept at run time). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the type argument is all it carries
export const typed = <T>(): T => undefined as T;

interface CallOptions<
  TOutput,
  TInput,
  TLoadedOnUse extends boolean,
> extends DeclarationOptions<TLoadedOnUse> {
  /** What the invoking state gives it (`typed<T>()`); none when it takes nothing. */
  input?: TInput;
  /** What it answers with (`typed<T>()`). */
  output: TOutput;
}

/**
 * A call answering `output` for `input`; unprovided, it fails, so the invoking state takes its error branch.
 * `loadedOnUse` is kept as written (`true`, not `boolean`), so the app's types know which calls load on use.
 */
export function call<
  TOutput,
  TInput = NonReducibleUnknown,
  const TLoadedOnUse extends boolean = boolean,
>({
  operationId,
  loadedOnUse,
}: CallOptions<TOutput, TInput, TLoadedOnUse>): ServiceDeclaration<
  'call',
  PromiseActorLogic<TOutput, TInput>,
  TLoadedOnUse
> {
  return {
    operationId,
    loadedOnUse,
    kind: 'call',
    stub: (name) =>
      fromPromise<TOutput, TInput>(() =>
        Promise.reject(new Error(`The ${name} service is not provided`)),
      ),
  };
}

/** A callback taking `TCommand`s; its stub says how it fails unprovided. `loadedOnUse` kept as `call`'s is. */
export function callback<
  TCommand extends EventObject,
  TInput,
  const TLoadedOnUse extends boolean = boolean,
>(
  options: DeclarationOptions<TLoadedOnUse> & {
    stub: (name: string) => CallbackActorLogic<TCommand, TInput>;
  },
): ServiceDeclaration<'callback', CallbackActorLogic<TCommand, TInput>, TLoadedOnUse> {
  return { ...options, kind: 'callback' };
}

type Declarations = Record<string, ServiceDeclaration>;

/** A part's services, each named by its key. */
export type ServiceEntries<T extends Declarations> = {
  [Name in keyof T & string]: ServiceEntry<
    Name,
    T[Name]['kind'],
    ReturnType<T[Name]['stub']>,
    T[Name]['loadedOnUse']
  >;
};

/** A part's services: each declaration named by its key, with its stub. */
export function declareServices<T extends Declarations>(declared: T): ServiceEntries<T> {
  const entries = Object.entries(declared).map(([name, { stub, ...declaration }]) => [
    name,
    { name, ...declaration, logic: stub(name) },
  ]);
  // Object.fromEntries loses the keys' types; each entry is built from its own key's declaration.
  return Object.fromEntries(entries) as ServiceEntries<T>;
}
