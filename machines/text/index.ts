/**
 * The catalogue of what the customer reads, as the journey and the first page need it (the pages after the
 * quote add theirs in ./pages.ts, loaded with them): every message, button label and heading the specification names
 * is written here once, and the machine, the views and the tests import it (docs/rules.md says which
 * section of the spec each belongs to).
 */
import {
  addressFormText,
  claimText,
  convictionText,
  coverText,
  driversText,
  fieldText,
  historyText,
  licenceText,
  modificationText,
  personText,
  registrationText,
  vehicleFormText,
} from './forms';
import { addressText, bootText, entryText, paymentText, resultsText, vehicleText } from './journey';
import { layoutText } from './layout';
import { serviceText } from './service';
import { wizardText } from './wizard';

export const TEXT = {
  vehicle: vehicleText,
  address: addressText,
  results: resultsText,
  payment: paymentText,
  entry: entryText,
  boot: bootText,
  wizard: wizardText,
  layout: layoutText,
  service: serviceText,
  forms: {
    field: fieldText,
    person: personText,
    address: addressFormText,
    registration: registrationText,
    vehicle: vehicleFormText,
    modification: modificationText,
    licence: licenceText,
    history: historyText,
    claim: claimText,
    conviction: convictionText,
    drivers: driversText,
    cover: coverText,
  },
} as const;
