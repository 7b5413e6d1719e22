/** One choice in a reference list: the code sent to the services and the words shown to the customer. */
export interface ReferenceOption {
  code: string;
  description: string;
}

/** Every reference list loaded at start (spec 1 §3), keyed by list name. */
export type ReferenceData = Record<string, readonly ReferenceOption[]>;
