/**
 * The catalogue of what the customer reads, as the journey and the first page need it. The pages after the
 * quote import theirs from their part, loaded with them (./catalogue.ts puts all together for the tests); the
 * wizard forms' own are in machines/wizard/form-text.ts. Every message, button label and heading the
 * specification names is written here once, and the machine, the views and the tests import it (docs/rules.md
 * says which section of the spec each belongs to). Each part writes its own texts (machines/<part>/text.ts,
 * *-text.ts); this only puts the first page's together, so keep it small: it is in the first page's bundle.
 */
import { bootText } from './boot-text';
import { labelText } from './label-text';
import { entryText } from '../entries/check-text';
import { paymentText } from '../payment/text';
import { resultsText } from '../results/text';
import { layoutText } from '../session/layout-text';
import { serviceText } from '../session/service-text';
import { addressText, vehicleText } from '../wizard/lookup-text';
import { wizardText } from '../wizard/text';

export const JOURNEY_TEXT = {
  vehicle: vehicleText,
  address: addressText,
  results: resultsText,
  payment: paymentText,
  entryChecks: entryText,
  boot: bootText,
  wizard: wizardText,
  layout: layoutText,
  service: serviceText,
  labels: labelText,
} as const;
