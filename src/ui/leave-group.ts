import type { FocusEvent } from 'react';

/** A blur handler for a group of controls that calls `onLeave` only when focus leaves the group. */
export function leaveGroup(onLeave: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onLeave?.();
  };
}
