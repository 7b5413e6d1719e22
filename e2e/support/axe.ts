import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on `page`, run in the page itself (`axe.run`, the builder's legacy mode). The builder's default runs axe
 * in each frame and then opens a new blank page to join the frames' results: a page opened, axe injected into
 * it and closed again for every check, a fifth of the accessibility tests' CPU. Our pages' frames are all of
 * the app's own origin (the sandbox's 3-D Secure challenge), which `axe.run` checks from the page.
 *
 * Only violations are gathered in full (`resultTypes`): axe still runs every rule on every element, but builds a
 * selector for one element per passed or inapplicable rule rather than for all of them, a good part of a
 * run's time on a long form (the accessibility spec alone, measured here: 94 s before, 71 s after). Every
 * violating element is still listed.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/**
 * axe against WCAG 2.2 A and AA (and the 2.0 and 2.1 rules those include); `where` names the state. With
 * `bestPractice`, axe's best-practice rules as well (landmarks, heading order, one main), as its default run has.
 */
export async function expectNoViolations(
  page: Page,
  where: string,
  { bestPractice = false }: { bestPractice?: boolean } = {},
) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
  if (bestPractice) tags.push('best-practice');
  const { violations } = await axeOn(page).withTags(tags).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, where).toEqual([]);
}
