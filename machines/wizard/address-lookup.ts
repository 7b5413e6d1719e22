/**
 * The postcode search behind the home and overnight address fields (spec 1 §2 Address lookup): search,
 * pick one of the results, and the picked address is fetched for the form of `target` to take. It also
 * decides what each field shows (its search, the list found, the manual form or the summary) from what the
 * customer does; the address itself stays in the form.
 */
import { assertEvent, assign, emit } from 'xstate';
import type { AnyJourneyEvent } from '../core/context';
import { emptyAddressLookup } from './context';
import type {
  AddressFieldMode,
  AddressLookupContext,
  AddressMode,
  AddressTarget,
} from '../core/types';
import type { AddressSearchItem, FullAddress } from '../core/contract';
import { formatPostcode } from '../core/formats';
import { JOURNEY_TEXT } from '../core/text';
import { core } from '../core/setup';
import { defineActions, defineGuards, outputOf } from '../core/define';

/** What a field shows: the mode its customer's last action left, else its summary when it has an address. */
export function addressModeOf(
  lookup: AddressLookupContext,
  target: AddressTarget,
  hasAddress: boolean,
): AddressMode {
  const mode = lookup.modes[target]?.mode;
  if (mode === undefined) return hasAddress ? 'summary' : 'search';
  // A summary needs an address: one the form cleared (the overnight question answered again) searches anew.
  if (mode === 'summary' && !hasAddress) return 'search';
  return mode;
}

const shown = (mode: AddressMode, fromSummary = false): AddressFieldMode => ({ mode, fromSummary });

/** The modes with `target`'s set to `mode`. */
const withMode = (
  lookup: AddressLookupContext,
  target: AddressTarget,
  mode: AddressFieldMode,
): AddressLookupContext['modes'] => ({ ...lookup.modes, [target]: mode });

const targetOf = (event: AnyJourneyEvent): AddressTarget => {
  assertEvent(event, [
    'address.enterManually',
    'address.edit',
    'address.cancelManual',
    'address.saveManual',
    'address.clear',
  ]);
  return event.target;
};

/** The fetched address handed to its field's form, once: the form owns the address from then on. */
function chosenAddressFor(lookup: AddressLookupContext) {
  // A fetch starts only from a choice, which names the field, and its output is the address.
  if (lookup.target === null || lookup.chosen === null) throw new Error('No address was fetched');
  return { type: 'address.chosen' as const, target: lookup.target, address: lookup.chosen };
}

const actions = defineActions({
  startAddressSearch: assign(({ context, event }) => {
    assertEvent(event, 'address.search');
    const lookup = context.addressLookup;
    const other: AddressTarget = event.target === 'home' ? 'overnight' : 'home';
    // The other field's list goes with its results: it shows its search again.
    const modes =
      lookup.modes[other]?.mode === 'list'
        ? withMode(lookup, other, shown('search'))
        : lookup.modes;
    return {
      addressLookup: {
        ...emptyAddressLookup(),
        target: event.target,
        postcode: formatPostcode(event.postcode),
        houseNumber: event.houseNumber?.trim() ?? '',
        modes: { ...modes, [event.target]: shown('search') },
      },
    };
  }),
  storeAddressResults: assign(({ context, event }) => {
    const lookup = context.addressLookup;
    const results = outputOf<AddressSearchItem[]>(event) ?? [];
    const target = lookup.target;
    // A customer who opened the manual form while the search ran keeps it.
    const listed =
      target !== null && lookup.modes[target]?.mode === 'search' && results.length > 0
        ? withMode(lookup, target, shown('list'))
        : lookup.modes;
    return { addressLookup: { ...lookup, results, modes: listed } };
  }),
  noAddressesFound: assign(({ context }) => ({
    addressLookup: {
      ...context.addressLookup,
      results: [],
      problem: 'notFound' as const,
      message: JOURNEY_TEXT.address.noneFound(context.addressLookup.postcode),
    },
  })),
  addressSearchFailed: assign(({ context }) => {
    const lookup = context.addressLookup;
    return {
      addressLookup: {
        ...lookup,
        results: [],
        problem: 'searchFailed' as const,
        message: JOURNEY_TEXT.address.searchFailed,
        // spec 1 §8: the manual form opens under the message.
        modes:
          lookup.target === null ? lookup.modes : withMode(lookup, lookup.target, shown('manual')),
      },
    };
  }),
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
  storeChosenAddress: assign(({ context, event }) => {
    const lookup = context.addressLookup;
    const chosen = outputOf<FullAddress>(event) ?? null;
    const modes =
      chosen !== null && lookup.target !== null
        ? withMode(lookup, lookup.target, shown('summary'))
        : lookup.modes;
    return { addressLookup: { ...lookup, chosen, modes } };
  }),
  handOverChosenAddress: emit(({ context }) => chosenAddressFor(context.addressLookup)),
  addressFetchFailed: assign(({ context }) => ({
    addressLookup: {
      ...context.addressLookup,
      chosen: null,
      problem: 'fetchFailed' as const,
      message: JOURNEY_TEXT.address.fetchFailed,
    },
  })),
  /** 'Search Again': the field searches anew; the other field's lookup, if it is the one under way, stays. */
  clearAddressLookup: assign(({ context, event }) => {
    const target = targetOf(event);
    const lookup = context.addressLookup;
    const kept = lookup.target === null || lookup.target === target ? emptyAddressLookup() : lookup;
    return { addressLookup: { ...kept, modes: withMode(lookup, target, shown('search')) } };
  }),
  openManualAddress: assign(({ context, event }) => ({
    addressLookup: {
      ...context.addressLookup,
      modes: withMode(context.addressLookup, targetOf(event), shown('manual')),
    },
  })),
  editAddress: assign(({ context, event }) => ({
    addressLookup: {
      ...context.addressLookup,
      modes: withMode(context.addressLookup, targetOf(event), shown('manual', true)),
    },
  })),
  /** Back to the summary when 'Edit' opened the form, else to the list found for the field or its search. */
  closeManualAddress: assign(({ context, event }) => {
    const lookup = context.addressLookup;
    const target = targetOf(event);
    const listed = lookup.target === target && lookup.results.length > 0;
    const back = lookup.modes[target]?.fromSummary ? 'summary' : listed ? 'list' : 'search';
    return { addressLookup: { ...lookup, modes: withMode(lookup, target, shown(back)) } };
  }),
  /** Each field opens again as its own address says (summary or search) the next time its step shows. */
  forgetAddressModes: assign(({ context }) => ({
    addressLookup: { ...context.addressLookup, modes: emptyAddressLookup().modes },
  })),
  showSavedAddress: assign(({ context, event }) => ({
    addressLookup: {
      ...context.addressLookup,
      modes: withMode(context.addressLookup, targetOf(event), shown('summary')),
    },
  })),
});

const guards = defineGuards({
  isListedAddress: ({ context, event }) =>
    event.type === 'address.choose' &&
    context.addressLookup.results.some((item) => item.itemId === event.itemId),
  isAboutYouAnswered: ({ event }) => event.type === 'wizard.next' && event.step === 'aboutYou',
  /** Only a field showing its manual form can save or cancel it. */
  isManualOpen: ({ context, event }) =>
    (event.type === 'address.cancelManual' || event.type === 'address.saveManual') &&
    context.addressLookup.modes[event.target]?.mode === 'manual',
});

/**
 * The customer left About you while its call runs (its Back button, or the browser to another page): the call
 * is cancelled, and its answer changes nothing.
 */
const leaving = { 'route.go': 'ready', 'wizard.back': 'ready' } as const;

const states = core.extend({ actions, guards }).createStateConfig({
  initial: 'ready',
  // What a field shows changes in any state: the manual form can be opened while a search runs.
  on: {
    'address.clear': { target: '.ready', actions: 'clearAddressLookup' },
    // The journey is reset (the go-home dialog's Leave): a search or an address's fetch under way is
    // cancelled, as on leaving the page; its answer would otherwise land in the journey begun afresh.
    'journey.reset': '.ready',
    'address.enterManually': { actions: 'openManualAddress' },
    'address.edit': { actions: 'editAddress' },
    'address.cancelManual': { guard: 'isManualOpen', actions: 'closeManualAddress' },
    'address.saveManual': { guard: 'isManualOpen', actions: 'showSavedAddress' },
    // Once About you is answered its form holds the addresses the answers hold: a later visit opens each
    // field from its address, as a first visit does. Until then (Back, links) the fields keep what they show.
    'wizard.next': { guard: 'isAboutYouAnswered', actions: 'forgetAddressModes' },
  },
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
      meta: { requirements: ['spec 1 §2 Address lookup'] },
      on: leaving,
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
      on: leaving,
      invoke: {
        id: 'getAddressById',
        src: 'getAddressById',
        input: ({ event }) => {
          assertEvent(event, 'address.choose');
          return { addressId: event.itemId };
        },
        onDone: { target: 'ready', actions: ['storeChosenAddress', 'handOverChosenAddress'] },
        onError: { target: 'ready', actions: 'addressFetchFailed' },
      },
    },
  },
});

export const addressLookup = { actions, guards, states };
