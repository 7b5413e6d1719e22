/**
 * A customer with a keyboard and no mouse: Tab and Shift+Tab to move, Enter, Space and the arrow keys to
 * act, typing to answer. Every move checks that the focused control shows a focus indicator.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows of its focus: a non-zero outline or a box shadow. */
export interface FocusStyle {
  description: string;
  outline: boolean;
  boxShadow: boolean;
}

/** The focused element, described for messages, and whether it draws a focus indicator. */
export function focusStyle(page: Page): Promise<FocusStyle> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { description: 'the page itself', outline: false, boxShadow: false };
    }
    const style = getComputedStyle(element);
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? `#${element.id}` : element.textContent.trim().slice(0, 40));
    return {
      description: `${element.tagName.toLowerCase()} ${name}`,
      outline:
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.outlineColor),
      boxShadow: style.boxShadow !== 'none' && style.boxShadow !== '',
    };
  });
}

/** The focused element draws an outline or a box shadow around itself. */
export async function expectVisibleFocus(page: Page) {
  const style = await focusStyle(page);
  expect(style.outline || style.boxShadow, `a focus indicator on ${style.description}`).toBe(true);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator of every control
 * passed on the way; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/** Tabs to a text box and types `text` into it. */
export async function typeInto(
  page: Page,
  target: Locator,
  text: string,
  options: { backwards?: boolean } = {},
) {
  await tabTo(page, target, options);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Tabs into the radio group named `question`, moves to `choice` with the arrow keys and selects it with
 * Space (an arrow selects as it moves; Space selects the radio Tab lands on).
 */
export async function chooseRadio(
  scope: Page | Locator,
  page: Page,
  question: string,
  choice: string | RegExp,
) {
  const group = scope.getByRole('group', { name: question, exact: true });
  const wanted = group.getByRole('radio', { name: choice, exact: typeof choice === 'string' });
  const radios = group.getByRole('radio');
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    const inside = await radios.evaluateAll((all) =>
      all.some((radio) => radio === document.activeElement),
    );
    if (inside) break;
  }
  for (let moves = 0; moves < 10 && !(await isFocused(wanted)); moves += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();
}

/** Tabs to a native select and moves with ArrowDown until `option` is the one chosen. */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  for (let moves = 0; moves < 60; moves += 1) {
    const chosen = await select.evaluate(
      (element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
    );
    if (chosen === option) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${option} is not among the options of ${select.toString()}`);
}

/** Tabs to a searchable list, types `typed`, moves to the first option starting with `option`, Enter. */
export async function chooseFromList(page: Page, combobox: Locator, typed: string, option: string) {
  await typeInto(page, combobox, typed);
  const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
  await expect(listbox.getByRole('option').first()).toBeVisible();
  for (let moves = 0; moves < 20; moves += 1) {
    await page.keyboard.press('ArrowDown');
    const active = listbox.getByRole('option', { selected: true });
    if ((await active.count()) > 0 && (await active.innerText()).startsWith(option)) {
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveValue(new RegExp(`^${option}`));
      return;
    }
  }
  throw new Error(`no option starting ${option} after typing ${typed}`);
}

/** Tabs to each of a date's Day, Month and Year boxes named by its legend and types the part. */
export async function typeDate(scope: Page | Locator, page: Page, legend: string, date: Date) {
  const group = scope.getByRole('group', { name: legend, exact: true });
  const parts = [
    ['Day', String(date.getDate()).padStart(2, '0')],
    ['Month', String(date.getMonth() + 1).padStart(2, '0')],
    ['Year', String(date.getFullYear())],
  ] as const;
  for (const [label, value] of parts) {
    await typeInto(page, group.getByRole('textbox', { name: label, exact: true }), value);
  }
}

/** The page's level-one heading has focus (each new page moves focus there). */
export async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeFocused();
}

/**
 * Tab and Shift+Tab stay inside `container` for `presses` presses each way (a modal dialog keeps focus
 * in itself), with a visible focus indicator on each control.
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let count = 0; count < presses; count += 1) {
      await page.keyboard.press(key);
      await expectVisibleFocus(page);
      const inside = await container.evaluate((element) =>
        element.contains(document.activeElement),
      );
      expect(inside, `${key} ${count + 1} keeps focus inside the dialog`).toBe(true);
    }
  }
}
