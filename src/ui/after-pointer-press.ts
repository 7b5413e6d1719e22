/**
 * Leaving a field by pressing on another control blurs it between that control's pointerdown and its click.
 * A blur that validates can remove a message (the field's own, a line of the error summary) and move
 * everything below it up: the press then ends on another element and its click never happens, so the answer
 * the customer clicked is not taken. Work queued here waits until the press is over and its click handled.
 */
const FALLBACK_MS = 1000;

let pressing = false;
let listening = false;
const queued: (() => void)[] = [];
let fallback: ReturnType<typeof setTimeout> | null = null;

/** Runs the queued work now: a submit must see every field's blur first. */
export function flushPointerPressWork(): void {
  flush();
}

function flush() {
  pressing = false;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  for (const run of queued.splice(0)) run();
}

/**
 * Starts watching the page's pointer presses; a form calls it when it mounts. Watching from the first blur
 * was too late: after a failed submit focus is placed by script, so the first press that left a field was
 * never seen and its blur moved the page under the pointer at once.
 */
export function watchPointerPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    () => {
      pressing = true;
    },
    { capture: true },
  );
  // The click follows pointerup in the same user action: run after it.
  const release = () => {
    if (pressing) setTimeout(flush, 0);
  };
  document.addEventListener('pointerup', release, { capture: true });
  document.addEventListener('pointercancel', release, { capture: true });
}

/** Runs `work` now, or once the pointer press under way (and its click) is over. */
export function afterPointerPress(work: () => void): void {
  watchPointerPresses();
  if (!pressing) {
    work();
    return;
  }
  queued.push(work);
  // A press whose release never reaches the page (the pointer left the window) must not hold work forever.
  fallback ??= setTimeout(flush, FALLBACK_MS);
}
