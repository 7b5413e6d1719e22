import { describe, expect, it } from 'vitest';
import { journeyMachine } from '../journey';
import { pages } from './pages';
import { NOT_FOUND_PAGE, pageByPath, pagePaths, pageTable, pathsOf } from './page-table';

/** The chart's state node a `#flow.…` target names, if there is one. */
function stateNodeAt(target: string) {
  const [root, ...path] = target.slice(1).split('.');
  let node = root === undefined ? undefined : journeyMachine.getStateNodeById(root);
  for (const key of path) node = node?.states[key];
  return node;
}

describe('the page table (spec 1 §2, spec 2 §2)', () => {
  it('names each page once, at paths no other page has', () => {
    const ids = pageTable.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = pageTable.flatMap((page) => pathsOf(page.id));
    expect(new Set(paths).size).toBe(paths.length);
    expect(pageByPath.size).toBe(paths.length);
    for (const page of pageTable) expect(pagePaths[page.id]).toBe(page.path);
  });

  it('names for each page a state of the chart that shows it', () => {
    for (const page of pageTable) {
      expect(stateNodeAt(page.state), page.id).toBeDefined();
    }
  });

  it('gives each plain page a state of its own, named by its id', () => {
    const plain = pageTable.filter((page) => 'plain' in page).map((page) => page.id);
    expect(Object.keys(pages.states)).toEqual(plain);
    for (const id of plain) expect(stateNodeAt(`#flow.${id}`), id).toBeDefined();
  });

  it('lets the router move to each page it may take the customer to, and to no other', () => {
    const routed = pages.routeIn.map((move) => [move.guard.params.page, move.target]);
    expect(routed).toEqual([
      ['home', '#flow.home'],
      ['results', '#flow.results'],
      ['policySelection', '#flow.policySelection'],
      ['makePayment', '#flow.payment.card'],
      ['paymentSummary', '#flow.payment.directDebit'],
      ['outage', '#flow.outage'],
      ['protectTerms', '#flow.protectTerms'],
      ['vehicleLandingPage', '#flow.vehicleLandingPage'],
      ['notFound', '#flow.notFound'],
      ['thankYou', '#flow.thankYou'],
      ['restartThankYou', '#flow.restartThankYou'],
    ]);
    expect(NOT_FOUND_PAGE).toBe('notFound');
  });
});
