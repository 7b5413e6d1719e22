/**
 * Which page each path of spec 1 §2 and spec 2 §2 shows: a page module under src/ (its part's folder), fetched when the path is
 * first shown. The table is derived from the journey's page table (machines/session/page-table.ts) and the
 * wizard's step list (machines/wizard/step-list.ts); the app's router is built from it (src/app/routes.tsx), and
 * the build lists for the server the scripts each path needs, so a link straight to a page fetches them with the
 * app (vite.config.ts).
 */
import { NOT_FOUND_PAGE, pageTable, pathsOf, type PageModule } from '../../machines/session';
import {
  WIZARD_LAYOUT_MODULE,
  WIZARD_PATH_PREFIX,
  wizardSteps,
  type WizardStepModule,
} from '../../machines/wizard';

/** Every view module the router shows: the pages', the wizard's steps' and the wizard's own around them. */
export type ViewModule = PageModule | WizardStepModule | typeof WIZARD_LAYOUT_MODULE;

export interface PageRoute {
  /** A path segment, '' for the parent's own page (an index route), '*' for any other. */
  path: string;
  /** The page module under src/, without its extension; null: the journey decides what the path shows. */
  page: ViewModule | null;
  children?: PageRoute[];
}

/**
 * /quote itself and unknown /quote/* paths show nothing: the router reports them and the journey sends the
 * customer to vehicle details (spec 1 §2 Wizard rules), as it decides every other move.
 */
const wizardRoutes: PageRoute[] = [
  ...wizardSteps.map((step) => ({ path: step.segment, page: step.module })),
  { path: '*', page: null },
];

/** Each page at each of its paths (the not-found page at every path no other route names). */
const pageRoutesOf = (page: (typeof pageTable)[number]): PageRoute[] =>
  page.id === NOT_FOUND_PAGE
    ? [{ path: '*', page: page.module }]
    : pathsOf(page.id).map((path) => ({ path: path.slice(1), page: page.module }));

/** Home ('/') is the layout's index route; the paths are relative to the layout at '/'. */
export const pageRoutes: PageRoute[] = [
  { path: WIZARD_PATH_PREFIX.slice(1), page: WIZARD_LAYOUT_MODULE, children: wizardRoutes },
  ...pageTable.flatMap(pageRoutesOf),
];

/** Every path the table names (no '*' paths), each with the pages shown there, outermost first. */
export function pagesByPath(
  routes: PageRoute[] = pageRoutes,
  parent = '',
  outer: ViewModule[] = [],
): Map<string, ViewModule[]> {
  const byPath = new Map<string, ViewModule[]>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path === '' ? parent || '/' : `${parent}/${route.path}`;
    const pages = route.page === null ? outer : [...outer, route.page];
    if (route.children === undefined) byPath.set(path, pages);
    else
      for (const [child, shown] of pagesByPath(route.children, path, pages))
        byPath.set(child, shown);
  }
  return byPath;
}
