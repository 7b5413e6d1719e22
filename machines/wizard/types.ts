/** The wizard part's shapes: the vehicle lookup, the address lookup and the events of the steps. */
import type { AddressSearchItem, FullAddress } from '../core/contract';
import type { QuoteState, VehicleLookupState } from '../core/state';
import type { StepId } from './navigation';
import type { StepAnswers } from './step-answers';

export type VehicleLookupProblem = 'notFound' | 'motorcycle' | 'wrongType' | 'failed' | null;

export interface VehicleLookupContext extends VehicleLookupState {
  problem: VehicleLookupProblem;
}

export type AddressTarget = 'home' | 'overnight';

/** What an address field shows: its search, the addresses found, the manual form or the address given. */
export type AddressMode = 'search' | 'list' | 'manual' | 'summary';

/** How one address field shows once the customer has acted on it. */
export interface AddressFieldMode {
  mode: AddressMode;
  /** The manual form was opened by 'Edit' on the summary, so cancelling it returns there. */
  fromSummary: boolean;
}

/** The postcode search behind the address fields of About you (spec 1 §2 Address lookup). */
export interface AddressLookupContext {
  target: AddressTarget | null;
  postcode: string;
  houseNumber: string;
  results: AddressSearchItem[];
  /** The full address the customer picked, for the form of `target` to take. */
  chosen: FullAddress | null;
  /** Why the last search or fetch gave nothing, with `message` to show. */
  problem: 'notFound' | 'searchFailed' | 'fetchFailed' | null;
  message: string | null;
  /**
   * Per field, what the customer's last action left it showing; null until they act, when the field's own
   * address decides (see `addressModeOf`): the address lives in the form, not here.
   */
  modes: Record<AddressTarget, AddressFieldMode | null>;
}

/** What the wizard part keeps in the journey's context: the answers and the lookups that fill them. */
export interface WizardContext {
  quote: QuoteState;
  vehicleLookup: VehicleLookupContext;
  addressLookup: AddressLookupContext;
}

/** The events the wizard part answers. */
export type WizardEvent =
  | { type: 'wizard.next'; step: StepId; answers: StepAnswers; spam?: boolean }
  | { type: 'wizard.back' }
  | { type: 'wizard.draft'; step: StepId; values: unknown }
  | { type: 'vehicle.lookup'; registration: string }
  | { type: 'address.search'; target: AddressTarget; postcode: string; houseNumber?: string }
  | { type: 'address.choose'; target: AddressTarget; itemId: string }
  | { type: 'address.clear'; target: AddressTarget }
  | { type: 'address.enterManually'; target: AddressTarget }
  | { type: 'address.edit'; target: AddressTarget }
  | { type: 'address.cancelManual'; target: AddressTarget }
  | { type: 'address.saveManual'; target: AddressTarget }
  | { type: 'vehicle.changeVehicle' }
  | { type: 'vehicle.transfer' };
