import { useState, type FocusEvent } from 'react';

/**
 * Whether someone is at the list: the pointer over it or the keyboard's focus in it. Spread `handlers` on
 * the list's element.
 */
export function useHold() {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const handlers = {
    onPointerEnter: () => setPointer(true),
    onPointerLeave: () => setPointer(false),
    onFocus: () => setFocus(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Moving between the list's own controls keeps the hold; leaving the list ends it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
    },
  };
  return { holding: pointer || focus, handlers };
}
