import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { fetchedAgain } from '../ui/fetched-again';
import { lazyFetchedAhead, type ComponentModule, type FetchedAhead } from './lazy-fetched-ahead';

/**
 * How long after the page's app starts a part shown now and then has its script fetched: early enough that it
 * is there when the part is first wanted, late enough not to compete with the page the customer came for.
 */
export const PART_FETCHED_AFTER_MS = 60_000;

interface PartBoundaryProps {
  /** Shown in the part's place once it has failed. */
  fallback: ReactNode;
  /** Told once the part has failed. */
  onFailed: () => void;
  children: ReactNode;
}

interface PartBoundaryState {
  failed: boolean;
}

/** Shows `fallback` in place of a part that failed, until it is mounted again; the page around it stays. */
class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: false };

  static getDerivedStateFromError(): PartBoundaryState {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface PartFetchedAhead {
  /**
   * The part, rendered while it is wanted: `fallback` in its place when its script cannot be fetched (offline,
   * or a page left open across a release, whose scripts have new names). Without that, the failed fetch put
   * the route's error page ('Something went wrong') in place of the customer's page.
   */
  Part: (props: { fallback: ReactNode }) => ReactNode;
  /** Fetches the part's script `PART_FETCHED_AFTER_MS` after the calling component mounts. */
  useFetchedAhead: () => void;
}

/**
 * A part of the page shown now and then (the time-out warning, Save my quote's dialog) with a script of its
 * own: fetched a minute into the page, so that being offline when it is wanted does not matter, drawn in the
 * same pass once fetched (./lazy-fetched-ahead.ts), and, when its fetch failed, fetched afresh the next time it
 * is wanted (src/ui/fetched-again.ts: the browser keeps a failed import's failure for the page's life).
 */
export function partFetchedAhead(load: () => Promise<ComponentModule>): PartFetchedAhead {
  // Offline, fetchedAgain asks for nothing: the next showing online fetches the part as the first would have.
  const loadAgain = fetchedAgain(load);
  let part: FetchedAhead = lazyFetchedAhead(loadAgain);
  const failed = () => {
    // The failed lazy component keeps its failure: the next showing gets one that fetches again.
    part = lazyFetchedAhead(loadAgain);
  };
  return {
    Part({ fallback }) {
      const Loaded = part.Component;
      return (
        <PartBoundary fallback={fallback} onFailed={failed}>
          <Suspense fallback={null}>
            <Loaded />
          </Suspense>
        </PartBoundary>
      );
    },
    useFetchedAhead() {
      useEffect(() => {
        // Offline when the minute is up, it is fetched once the browser is back online.
        const fetchAhead = () => {
          if (!navigator.onLine) window.addEventListener('online', fetchAhead, { once: true });
          else void part.fetch();
        };
        const timer = setTimeout(fetchAhead, PART_FETCHED_AFTER_MS);
        return () => {
          clearTimeout(timer);
          window.removeEventListener('online', fetchAhead);
        };
      }, []);
    },
  };
}
