import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, INLINED_SHEETS_ATTRIBUTE } from '../../shared/first-screens';
import { linkInlinedStyleSheets, watchFirstScreen } from './first-screen';

/** A page as the build sends it, or as the app draws it (`extra` first: a returning visitor's notice). */
const markup = (extra = '') =>
  `<main>${extra}<form method="dialog"><input id="registration" type="text" value="">` +
  '<button type="button">Find vehicle</button><button type="submit">Continue</button></form>' +
  '<details><summary>Contact us</summary><p>Call us.</p></details></main>';

function firstScreen(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  root.innerHTML = markup();
  document.body.append(root);
  return root;
}

/** What the app's page heard after it was drawn. */
interface Heard {
  typed: string[];
  pressed: string[];
}

/** The app drawing the page afresh, its controls listening as React's would. */
function appDraws(root: HTMLElement, heard: Heard, extra = '') {
  return () => {
    root.innerHTML = markup(extra);
    root.querySelector('input')?.addEventListener('input', (event) => {
      heard.typed.push((event.target as HTMLInputElement).value);
    });
    for (const control of root.querySelectorAll('button, a')) {
      control.addEventListener('click', (event) => {
        event.preventDefault();
        heard.pressed.push(control.textContent);
      });
    }
  };
}

/**
 * What the app's page heard pressed when `hold` did its part on a first screen (with `extra` before its form)
 * and the app then took the page over.
 */
function pressedOnTheApp(hold: (first: HTMLElement) => void, extra = ''): string[] {
  document.body.replaceChildren();
  const root = firstScreen();
  root.innerHTML = markup(extra);
  const takeover = watchFirstScreen(root);
  hold(root);
  const heard: Heard = { typed: [], pressed: [] };
  takeover.takeOver(appDraws(root, heard, extra));
  return heard.pressed;
}

const pointer = (type: string) => new PointerEvent(type, { bubbles: true, isPrimary: true });
const spaceBar = (type: string) => new KeyboardEvent(type, { bubbles: true, key: ' ' });

afterEach(() => {
  document.body.replaceChildren();
});

describe("a first screen taken over by the app's page", () => {
  it("carries across what was typed, the caret, an opened section and the last press, which the app's button hears", () => {
    const root = firstScreen();
    const takeover = watchFirstScreen(root);
    expect(takeover.shown).toBe(true);
    const field = root.querySelector('input') as HTMLInputElement;
    field.value = 'DL19 CAR';
    field.focus();
    field.setSelectionRange(4, 4);
    (root.querySelector('details') as HTMLDetailsElement).open = true;
    const [find] = root.querySelectorAll('button');
    find?.click();
    field.focus();

    const heard: Heard = { typed: [], pressed: [] };
    takeover.takeOver(appDraws(root, heard));

    const drawn = root.querySelector('input') as HTMLInputElement;
    expect(drawn).not.toBe(field);
    expect(drawn.value).toBe('DL19 CAR');
    expect(heard.typed).toEqual(['DL19 CAR']);
    expect(document.activeElement).toBe(drawn);
    expect([drawn.selectionStart, drawn.selectionEnd]).toEqual([4, 4]);
    expect((root.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    expect(heard.pressed).toEqual(['Find vehicle']);
    expect(root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('presses nothing again when nothing was pressed, and hears no clicks once taken over', () => {
    const root = firstScreen();
    const takeover = watchFirstScreen(root);
    const heard: Heard = { typed: [], pressed: [] };
    takeover.takeOver(appDraws(root, heard));
    expect(heard).toEqual({ typed: [], pressed: [] });

    root.querySelector('button')?.click();
    expect(heard.pressed).toEqual(['Find vehicle']);
  });

  it('presses on the app a button held down, by finger or space bar, as the app takes over; not one let go off the button', () => {
    const find = (root: HTMLElement) => root.querySelectorAll('button')[0];
    // Pressed earlier, then Find vehicle held down: Find vehicle is the one pressed again.
    expect(
      pressedOnTheApp((root) => {
        root.querySelectorAll('button')[1]?.click();
        find(root)?.dispatchEvent(pointer('pointerdown'));
      }),
    ).toEqual(['Find vehicle']);
    expect(pressedOnTheApp((root) => find(root)?.dispatchEvent(spaceBar('keydown')))).toEqual([
      'Find vehicle',
    ]);
    // Pressed, then let go off the button: no press, on either page.
    expect(
      pressedOnTheApp((root) => {
        find(root)?.dispatchEvent(pointer('pointerdown'));
        root.dispatchEvent(pointer('pointerup'));
      }),
    ).toEqual([]);
  });

  it("presses on the app's page a link held down as the app takes over, but not one the space bar is on", () => {
    const withLink = '<a href="/quote/vehicle-details">Get a quote</a>';
    const link = (root: HTMLElement) => root.querySelector('a');
    expect(
      pressedOnTheApp((root) => link(root)?.dispatchEvent(pointer('pointerdown')), withLink),
    ).toEqual(['Get a quote']);
    expect(
      pressedOnTheApp((root) => link(root)?.dispatchEvent(spaceBar('keydown')), withLink),
    ).toEqual([]);
  });

  it("keeps focus on the same control when the app's page is not drawn the same (a returning visitor's), never on another", () => {
    const root = firstScreen();
    const takeover = watchFirstScreen(root);
    (root.querySelectorAll('button')[1] as HTMLButtonElement).focus();
    takeover.takeOver(
      appDraws(root, { typed: [], pressed: [] }, '<a href="/results">Back to your quote</a>'),
    );
    expect(document.activeElement?.textContent).toBe('Continue');
    expect(root.contains(document.activeElement)).toBe(true);

    // A control the app's page does not have: focus is put on nothing else.
    document.body.replaceChildren();
    const again = firstScreen();
    const next = watchFirstScreen(again);
    (again.querySelectorAll('button')[1] as HTMLButtonElement).focus();
    next.takeOver(() => {
      again.innerHTML =
        '<main><a href="/results">Back to your quote</a><button>Find vehicle</button></main>';
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('just draws a page that came without a first screen', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Loading...</p>';
    const takeover = watchFirstScreen(root);
    expect(takeover.shown).toBe(false);
    let drawn = 0;
    takeover.takeOver(() => {
      drawn += 1;
    });
    expect(drawn).toBe(1);
    expect(watchFirstScreen(null).shown).toBe(false);
  });
});

describe('the style sheets a first screen holds in its page', () => {
  const linked = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: new URL(link.href).pathname,
      disabled: link.disabled,
    }));
  // What each test adds to the head, taken out again: the held <style> and the links made from it.
  let before: Element[] = [];
  beforeEach(() => {
    before = [...document.head.children];
  });
  afterEach(() => {
    for (const element of [...document.head.children]) {
      if (!before.includes(element)) element.remove();
    }
  });

  it("are linked, disabled, so that the app's loader neither fetches them again nor applies them after the page's own", () => {
    const held = document.createElement('style');
    held.setAttribute(INLINED_SHEETS_ATTRIBUTE, '/assets/index-a.css /assets/wizard-b.css');
    held.textContent = 'body{margin:0}';
    document.head.append(held);
    linkInlinedStyleSheets();
    expect(linked()).toEqual([
      { href: '/assets/index-a.css', disabled: true },
      { href: '/assets/wizard-b.css', disabled: true },
    ]);
  });

  it('links nothing on a page that holds none', () => {
    linkInlinedStyleSheets();
    expect(linked()).toEqual([]);
  });
});
