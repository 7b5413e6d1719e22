/**
 * The postcode search behind the home and overnight address fields (spec 1 §2 Address lookup): search,
 * pick one of the results, and the picked address is fetched for the form of `target` to take.
 */
import { assertEvent, assign } from 'xstate';
import { emptyAddressLookup } from '../journey.context';
import type { AddressSearchItem, FullAddress } from '../state/contract';
import { TEXT } from '../text';
import { core } from './core';
import { defineActions, defineGuards, outputOf } from './define';

const actions = defineActions({
  startAddressSearch: assign(({ event }) => {
    assertEvent(event, 'address.search');
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
      message: TEXT.address.noneFound(context.addressLookup.postcode),
    },
  })),
  addressSearchFailed: assign(({ context }) => ({
    addressLookup: {
      ...context.addressLookup,
      results: [],
      problem: 'searchFailed' as const,
      message: TEXT.address.searchFailed,
    },
  })),
  startAddressChoice: assign(({ context, event }) => {
    assertEvent(event, 'address.choose');
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
      message: TEXT.address.fetchFailed,
    },
  })),
  clearAddressLookup: assign({ addressLookup: emptyAddressLookup() }),
});

const guards = defineGuards({
  isListedAddress: ({ context, event }) =>
    event.type === 'address.choose' &&
    context.addressLookup.results.some((item) => item.itemId === event.itemId),
});

const states = core.extend({ actions, guards }).createStateConfig({
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
        input: ({ event }) => {
          assertEvent(event, 'address.choose');
          return { addressId: event.itemId };
        },
        onDone: { target: 'ready', actions: 'storeChosenAddress' },
        onError: { target: 'ready', actions: 'addressFetchFailed' },
      },
    },
  },
});

export const addressLookup = { actions, guards, states };
