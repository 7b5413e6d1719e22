/** The journey's actions for the postcode search behind the address fields (spec 1 §2 Address lookup). */
import { assign } from 'xstate';
import { emptyAddressLookup } from '../journey.context';
import type { AddressSearchItem, FullAddress } from '../state/contract';
import { outputOf } from '../journey.base';
import { wizardSetup } from './wizard';

export const addressLookupSetup = wizardSetup.extend({
  actions: {
    startAddressSearch: assign(({ event }) => {
      if (event.type !== 'address.search') return {};
      return {
        addressLookup: {
          ...emptyAddressLookup(),
          target: event.target,
          postcode: event.postcode.trim().toUpperCase(),
          houseNumber: event.houseNumber?.trim() ?? '',
        },
      };
    }),
    storeAddressResults: assign(({ context, event }) => ({
      addressLookup: {
        ...context.addressLookup,
        results: outputOf<AddressSearchItem[]>(event) ?? [],
      },
    })),
    noAddressesFound: assign(({ context }) => ({
      addressLookup: {
        ...context.addressLookup,
        results: [],
        problem: 'notFound' as const,
        message: `We could not find any addresses for ${context.addressLookup.postcode}. Please check the postcode or enter your address manually.`,
      },
    })),
    addressSearchFailed: assign(({ context }) => ({
      addressLookup: {
        ...context.addressLookup,
        results: [],
        problem: 'searchFailed' as const,
        message: 'There was a problem searching, please enter your address below',
      },
    })),
    startAddressChoice: assign(({ context, event }) => {
      if (event.type !== 'address.choose') return {};
      return {
        addressLookup: {
          ...context.addressLookup,
          target: event.target,
          chosen: null,
          problem: null,
          message: null,
        },
      };
    }),
    storeChosenAddress: assign(({ context, event }) => ({
      addressLookup: { ...context.addressLookup, chosen: outputOf<FullAddress>(event) ?? null },
    })),
    addressFetchFailed: assign(({ context }) => ({
      addressLookup: {
        ...context.addressLookup,
        chosen: null,
        problem: 'fetchFailed' as const,
        message: 'Error fetching address',
      },
    })),
    clearAddressLookup: assign({ addressLookup: emptyAddressLookup() }),
  },
});
