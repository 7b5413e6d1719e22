import { describe, expect, it } from 'vitest';
import { pageRoutes, pagesByPath, type PageRoute } from './page-routes';
import { pageModules } from './routes';

/** Every module under src/pages, by its path. */
const modulesUnderPages = import.meta.glob(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']);

const named = (routes: PageRoute[]): string[] =>
  routes.flatMap((route) => [
    ...(route.page === null ? [] : [route.page]),
    ...named(route.children ?? []),
  ]);

describe('the page table', () => {
  it('names only pages the router can load, each the module of that name under src/pages', async () => {
    const pages = new Set(named(pageRoutes));
    expect(Object.keys(pageModules).sort()).toEqual([...pages].sort());
    for (const [page, load] of Object.entries(pageModules)) {
      const module = modulesUnderPages[`./pages/${page}.tsx`];
      expect(module, page).toBeDefined();
      expect(await load(), page).toBe(await module?.());
    }
  });

  it('lists each wizard step with the wizard around it, and results on its own', () => {
    const byPath = pagesByPath();
    expect(byPath.get('/quote/vehicle-details')).toEqual([
      'quote/wizard-layout',
      'quote/vehicle-details',
    ]);
    expect(byPath.get('/quote')).toEqual(['quote/wizard-layout']);
    expect(byPath.get('/results')).toEqual(['results']);
    expect(byPath.get('/summary')).toEqual(['decline']);
    expect(byPath.get('/')).toEqual(['home']);
    expect([...byPath.keys()].some((path) => path.includes('*'))).toBe(false);
  });
});
