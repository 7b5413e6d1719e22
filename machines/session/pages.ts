/**
 * The pages the journey ends on or passes through (spec 2 §2 Navigation rules): each shows its path, is
 * tracked, and marks its completed-step flag where the spec keeps one. The router enters the pages it may
 * take the customer to through `routeIn`. Both come from the page table (page-table.ts).
 */
import { assertEvent, assign } from 'xstate';
import { pagePaths, pageTable, type PageId, type PlainPage } from './page-table';
import type { CompletedStepKey } from '../core/state';
import { core, replaceAsRouted } from '../core/setup';
import { defineActions, defineGuards } from '../core/define';

const actions = defineActions({
  markCompleted: assign(({ context }, params: { step: CompletedStepKey }) => ({
    quote: {
      ...context.quote,
      completedSteps: { ...context.quote.completedSteps, [params.step]: true },
    },
  })),
});

const guards = defineGuards({
  goesToPage: ({ event }, params: { page: PageId }) => {
    assertEvent(event, 'route.go');
    return event.target.kind === 'page' && event.target.page === params.page;
  },
});

const part = core.extend({ actions, guards });

function page(id: PageId, completes?: CompletedStepKey) {
  return part.createStateConfig({
    entry: [
      { type: 'showPath', params: { path: pagePaths[id] } },
      ...(completes ? [{ type: 'markCompleted' as const, params: { step: completes } }] : []),
    ],
  });
}

const isPlain = (row: (typeof pageTable)[number]): row is PlainPage => 'plain' in row;

/** A state of its own for each plain page of the table, named by its id, in the table's order. */
const states = Object.fromEntries(
  pageTable
    .filter(isPlain)
    .map((row) => [row.id, page(row.id, 'completes' in row ? row.completes : undefined)]),
) as Record<PlainPage['id'], ReturnType<typeof page>>;

/**
 * The router's moves to a page of the journey it may take the customer to: to the state that shows it (results
 * and payment are theirs; the rest are pages here). The entry links are the entries part's (its routeIn).
 */
const routeIn = pageTable
  .filter((row) => row.reach === 'open' || row.reach === 'router')
  .map(({ id, state: target }) => ({
    guard: { type: 'goesToPage' as const, params: { page: id } },
    target,
    actions: replaceAsRouted,
  }));

export const pages = { actions, guards, states, routeIn };
