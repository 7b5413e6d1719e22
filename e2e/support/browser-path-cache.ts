/**
 * The browser's journey paths, generated once for a run of the browser suite (machines/paths/kept-traversal.ts):
 * Playwright loads e2e/journey-paths.spec.ts in its runner, to name the tests, and again in each worker, and
 * `npm run check:paths` has usually generated them already.
 */
import type { Coverage } from '../../machines/paths/coverage';
import { generateJourneyPaths, type JourneyPath } from '../../machines/paths/journey-paths';
import { keptTraversal } from '../../machines/paths/kept-traversal';
import { seededWalk, type WalkRequest } from '../../machines/paths/random-walk';
import { browserPathOptions, browserWalkAllows } from './browser-paths';

export interface BrowserTraversal {
  paths: JourneyPath[];
  coverage: Coverage;
  /** The seeded random walks asked for, made over the generated paths (machines/paths/random-walk.ts). */
  walks: JourneyPath[];
}

/**
 * The browser's paths and the walks of `walkRequests`. A walk is made with the generated paths themselves (it
 * names its steps by their events), so the walks are kept with them, and the file is named by the walks asked
 * for as well as by the sources.
 */
export function browserTraversal(walkRequests: readonly WalkRequest[]): BrowserTraversal {
  return keptTraversal('browser', walkRequests, () => {
    const { paths, coverage } = generateJourneyPaths(browserPathOptions);
    const walks = walkRequests.map((request) =>
      seededWalk(request, { paths, offers: browserPathOptions.offers, allows: browserWalkAllows }),
    );
    return { paths, coverage, walks };
  });
}
