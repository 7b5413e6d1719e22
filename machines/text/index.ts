/**
 * The catalogue of what the customer reads: every message, button label and heading the specification names
 * is written here once, and the machine, the views and the tests import it (docs/rules.md says which
 * section of the spec each belongs to).
 */
import { addressText, bootText, entryText, paymentText, resultsText, vehicleText } from './journey';

export const TEXT = {
  vehicle: vehicleText,
  address: addressText,
  results: resultsText,
  payment: paymentText,
  entry: entryText,
  boot: bootText,
} as const;
