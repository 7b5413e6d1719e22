import { journeySetup } from '../journey.setup';

/**
 * The postcode search behind the home and overnight address fields (spec 1 §2 Address lookup): search,
 * pick one of the results, and the picked address is fetched for the form to take.
 */
export const addressLookup = journeySetup.createStateConfig({
  initial: 'ready',
  on: { 'address.clear': { target: '.ready', actions: 'clearAddressLookup' } },
  states: {
    ready: {
      on: {
        'address.search': { target: 'searching', actions: 'startAddressSearch' },
        'address.choose': {
          guard: 'isListedAddress',
          target: 'fetching',
          actions: 'startAddressChoice',
        },
      },
    },
    searching: {
      tags: ['loading'],
      invoke: {
        id: 'searchAddresses',
        src: 'searchAddresses',
        input: ({ context }) =>
          context.addressLookup.houseNumber
            ? {
                postcode: context.addressLookup.postcode,
                houseNumber: context.addressLookup.houseNumber,
              }
            : { postcode: context.addressLookup.postcode },
        onDone: { target: 'ready', actions: 'storeAddressResults' },
        onError: [
          { guard: 'isNotFoundError', target: 'ready', actions: 'noAddressesFound' },
          { target: 'ready', actions: 'addressSearchFailed' },
        ],
      },
    },
    fetching: {
      tags: ['loading'],
      invoke: {
        id: 'getAddressById',
        src: 'getAddressById',
        input: ({ event }) => ({ addressId: event.type === 'address.choose' ? event.itemId : '' }),
        onDone: { target: 'ready', actions: 'storeChosenAddress' },
        onError: { target: 'ready', actions: 'addressFetchFailed' },
      },
    },
  },
});
