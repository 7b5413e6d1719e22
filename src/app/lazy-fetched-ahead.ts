import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A module whose default export is a component: a page, or a part of one fetched apart. */
export interface ComponentModule<Props extends object = object> {
  default: ComponentType<Props>;
}

/** A component fetched when first rendered, or ahead of that by `fetch`. */
export interface FetchedAhead<Props extends object = object> {
  /** The component as React.lazy makes it: it renders at once when its module was fetched ahead. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /**
   * Fetches the module now. Never rejects: a module that fails is imported again when rendered, and fails
   * there (the browser keeps a failed import's failure for the page's life; the route error page asks for a
   * reload).
   */
  fetch(): Promise<void>;
}

/**
 * React.lazy for a module that may be fetched before its first render. Given a Promise, even a resolved one,
 * lazy suspends once, and React then keeps the nearest fallback on screen for at least 300 ms (its Suspense
 * throttle) although nothing is left to wait for. A module fetched ahead is handed to lazy as a thenable that
 * answers at once, and lazy renders it in the same pass.
 */
export function lazyFetchedAhead<Props extends object = object>(
  load: () => Promise<ComponentModule<Props>>,
): FetchedAhead<Props> {
  let fetched: ComponentModule<Props> | undefined;
  const fetchModule = () =>
    load().then((module) => {
      fetched = module;
      return module;
    });
  return {
    Component: lazy(() => (fetched ? answeredAtOnce(fetched) : fetchModule())),
    fetch: () =>
      fetchModule().then(
        () => undefined,
        () => undefined,
      ),
  };
}

function answeredAtOnce<Module>(module: Module): Promise<Module> {
  const thenable = {
    then(onFulfilled: (value: Module) => unknown) {
      onFulfilled(module);
    },
  };
  // React.lazy only calls `then` on what its loader returns; its type asks for a whole Promise.
  return thenable as unknown as Promise<Module>;
}
