import { describe, expect, it } from 'vitest';
import { pageRoutes, pagesByPath, type PageRoute } from './page-routes';
import { pageModules } from './routes';

/** Every view module under src/, by its path from src/. */
const viewModules = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx', '!../testing/**']);

const named = (routes: PageRoute[]): string[] =>
  routes.flatMap((route) => [
    ...(route.page === null ? [] : [route.page]),
    ...named(route.children ?? []),
  ]);

describe('the page table', () => {
  it('names only pages the router can load, each the module of that name under src/', async () => {
    const pages = new Set(named(pageRoutes));
    expect(Object.keys(pageModules).sort()).toEqual([...pages].sort());
    for (const [page, load] of Object.entries(pageModules)) {
      const module = viewModules[`../${page}.tsx`];
      expect(module, page).toBeDefined();
      expect(await load(), page).toBe(await module?.());
    }
  });

  it('lists each wizard step with the wizard around it, and results on its own', () => {
    const byPath = pagesByPath();
    expect(byPath.get('/quote/vehicle-details')).toEqual([
      'wizard/wizard-layout',
      'wizard/vehicle-details',
    ]);
    expect(byPath.get('/quote')).toEqual(['wizard/wizard-layout']);
    expect(byPath.get('/results')).toEqual(['results/quote-results-page']);
    expect(byPath.get('/pcw-result')).toEqual(['results/quote-results-page']);
    expect(byPath.get('/summary')).toEqual(['results/decline']);
    expect(byPath.get('/30-day-quote')).toEqual(['results/thirty-day-quote']);
    expect(byPath.get('/thirty-day-quote')).toEqual(['results/thirty-day-quote']);
    expect(byPath.get('/')).toEqual(['session/home']);
    expect([...byPath.keys()].some((path) => path.includes('*'))).toBe(false);
  });
});
