/** The sandbox widget's own state: what is typed in its fields, their errors and a 3-D Secure challenge. */
import { emptyCardEntry, type SandboxCardEntry, type SandboxCardErrors } from './sandbox-card';

export interface SandboxChallenge {
  url: string;
  cancel: () => void;
}

export interface SandboxWidgetState {
  entry: SandboxCardEntry;
  errors: SandboxCardErrors;
  /** Errors show once the customer has tried to pay, as a provider's fields do. */
  showErrors: boolean;
  challenge: SandboxChallenge | null;
}

export interface SandboxWidgetStore {
  get: () => SandboxWidgetState;
  set: (changes: Partial<SandboxWidgetState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createWidgetStore(): SandboxWidgetStore {
  let state: SandboxWidgetState = {
    entry: emptyCardEntry(),
    errors: {},
    showErrors: false,
    challenge: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(changes) {
      state = { ...state, ...changes };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
