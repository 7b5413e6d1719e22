import { useEffect, useRef } from 'react';

/**
 * Focuses (and brings into view) the element given the returned ref each time `shown` becomes a new message:
 * the answer to something the customer did and waited for, such as a declined card after Pay. A message that
 * comes while the customer types (a card field's own check) must not use it: it would take focus from the field.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: object | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (shown === null || !element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
