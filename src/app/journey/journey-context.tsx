import { createContext, use, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { JourneyActorRef, JourneySnapshot } from '../../../machines/journey';

const JourneyContext = createContext<JourneyActorRef | null>(null);

export interface JourneyProviderProps {
  /**
   * The one journey actor, created and started where the app starts. It lives outside React so
   * that StrictMode's double effects never stop and restart it mid-call.
   */
  journey: JourneyActorRef;
  children: ReactNode;
}

export function JourneyProvider({ journey, children }: JourneyProviderProps) {
  return <JourneyContext value={journey}>{children}</JourneyContext>;
}

export function useJourney(): JourneyActorRef {
  const journey = use(JourneyContext);
  if (journey === null) {
    throw new Error('useJourney must be used inside a JourneyProvider');
  }
  return journey;
}

export function useJourneySelector<T>(
  selector: (snapshot: JourneySnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useJourney(), selector, compare);
}
