/**
 * A page customers land on comes with its first screen in the HTML (scripts/vite/first-screens.ts): the customer
 * reads it, and may type or press, before the app's scripts have run. The app then draws the same page in its
 * place (src/app/start.tsx). What the customer did meanwhile is carried across: what they typed, the footer
 * sections they opened, where their focus and caret were, and the last button they pressed, which is pressed
 * again on the app's page. docs/decisions/0014-first-screen-in-the-html.md says why the page is replaced rather
 * than hydrated.
 */
import { FIRST_SCREEN_ATTRIBUTE, INLINED_SHEETS_ATTRIBUTE } from '../../shared/first-screens';

export interface FirstScreenTakeover {
  /** Whether the page came with a first screen, which the app is to take over. */
  readonly shown: boolean;
  /** Draws the app with `render`, which must commit at once, then carries the customer's doings across. */
  takeOver(render: () => void): void;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (element: Element | null): element is TextControl =>
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden'].includes(element.type)) ||
  element instanceof HTMLTextAreaElement;

const CONTROLS = 'a[href], button, input, select, textarea, summary, details, [tabindex]';

/** What a control is and says (its tag, type, address and text), the same for it on either page. */
const signature = (control: Element): string =>
  [
    control.tagName,
    control.getAttribute('type') ?? '',
    control.getAttribute('href') ?? '',
    control.textContent.trim(),
  ].join('\n');

/** Sets a field's value as typing would, so the app's form hears it. */
function typeInto(control: TextControl, value: string): void {
  // The element's own value setter, not React's tracked one: React then hears the input as a change.
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Watches `root` from now until the app takes it over; a root without a first screen is just drawn. */
export function watchFirstScreen(root: HTMLElement | null): FirstScreenTakeover {
  if (root === null || !root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
    return { shown: false, takeOver: (render) => render() };
  }
  // The last button pressed, and a press begun and not yet ended: a finger (or the space bar) down on a button
  // or link when the app takes over would end on the app's control, which the browser counts as a press of
  // neither, so a press under way is pressed on the app's page as well. A link pressed whole is the browser's
  // own: it leaves the page.
  let pressed: Element | null = null;
  let pressing: Element | null = null;
  const pressOf = (event: Event, controls: string): Element | null => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    return control !== null && root.contains(control) ? control : null;
  };
  // Down on a control starts a press (a pointer on a button or link, the space bar on a button, whose press
  // comes as it is let go); any pointer or space bar let go ends it, and a click on a button is a press made.
  const onPress = (event: Event) => {
    const { type } = event;
    if (type === 'click') pressed = pressOf(event, 'button') ?? pressed;
    else if (type.startsWith('pointer')) {
      pressing = type === 'pointerdown' ? pressOf(event, 'button, a[href]') : null;
    } else if ((event as KeyboardEvent).key === ' ') {
      pressing = type === 'keydown' ? pressOf(event, 'button') : null;
    }
  };
  const PRESS_EVENTS = ['click', 'pointerdown', 'pointerup', 'pointercancel', 'keydown', 'keyup'];
  const listen = (on: boolean) => {
    for (const type of PRESS_EVENTS) {
      if (on) document.addEventListener(type, onPress, true);
      else document.removeEventListener(type, onPress, true);
    }
  };
  listen(true);

  return {
    shown: true,
    takeOver(render) {
      listen(false);
      const again = pressing ?? pressed;
      const before = [...root.querySelectorAll(CONTROLS)];
      const typed = before.flatMap((control, index) =>
        isTextControl(control) && control.value !== ''
          ? [{ index, id: control.id, value: control.value }]
          : [],
      );
      const opened = before.flatMap((control, index) =>
        control instanceof HTMLDetailsElement && control.open ? [index] : [],
      );
      const active = document.activeElement;
      const focusedAt = active === null ? -1 : before.indexOf(active);
      const selection = isTextControl(active)
        ? { start: active.selectionStart, end: active.selectionEnd }
        : null;

      render();
      root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);

      // The same control on the app's page: by its id, else by its place where the page is drawn the same,
      // else (a returning visitor's page, which shows their answers) by what it is and says, in its turn among
      // the controls that say the same; none where the app's page has no such control.
      const after = [...root.querySelectorAll(CONTROLS)];
      const sameShape = after.length === before.length;
      const counterpart = (index: number, id = ''): Element | null => {
        const byId = id === '' ? null : document.getElementById(id);
        if (byId !== null) return byId;
        if (sameShape) return after[index] ?? null;
        const control = before[index];
        if (control === undefined) return null;
        const alike = signature(control);
        const turn = before.slice(0, index).filter((other) => signature(other) === alike).length;
        return after.filter((other) => signature(other) === alike)[turn] ?? null;
      };

      for (const { index, id, value } of typed) {
        const control = counterpart(index, id);
        if (isTextControl(control) && control.value !== value) typeInto(control, value);
      }
      for (const index of opened) {
        const details = counterpart(index);
        if (details instanceof HTMLDetailsElement) details.open = true;
      }
      if (focusedAt >= 0 && active !== null) {
        const element = counterpart(focusedAt, active.id);
        if (element instanceof HTMLElement) {
          element.focus();
          if (selection && isTextControl(element)) {
            element.setSelectionRange(selection.start, selection.end);
          }
        }
      }
      if (again !== null) {
        const control = counterpart(before.indexOf(again), again.id);
        if (control instanceof HTMLElement) control.click();
      }
    },
  };
}

/**
 * The style sheets a first screen's page holds in a <style> element (server/static-app.ts), linked in the head,
 * disabled: the app's loader, which links a page's sheets as it loads the page's code, finds them linked and
 * neither fetches them again nor links them after the <style>, where they would change which of two equal
 * rules wins. A sheet linked disabled by a script is neither fetched nor applied. Linked in the page the server
 * sends, even disabled, they held back its first paint on a phone (Lighthouse); linked here, after it, nothing.
 */
export function linkInlinedStyleSheets(): void {
  const held = document.querySelector(`style[${INLINED_SHEETS_ATTRIBUTE}]`);
  const addresses = held?.getAttribute(INLINED_SHEETS_ATTRIBUTE)?.split(' ') ?? [];
  for (const href of addresses.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.disabled = true;
    document.head.append(link);
  }
}
