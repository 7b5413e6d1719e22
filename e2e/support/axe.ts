import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe against WCAG 2.2 A and AA (and the 2.0 and 2.1 rules those include), or 2.1 only; `where` names the state. */
export async function expectNoViolations(
  page: Page,
  where: string,
  standard: 'WCAG 2.2' | 'WCAG 2.1' = 'WCAG 2.2',
) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  if (standard === 'WCAG 2.2') tags.push('wcag22a', 'wcag22aa');
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, where).toEqual([]);
}
