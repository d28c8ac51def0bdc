/**
 * On a page the server rendered, a form's fields are native ones until the app hydrates them: what the reader typed
 * meanwhile stays on screen (React keeps it) but not in the state the form holds. This takes it into the state, once,
 * as hydrated (the comment form, the subscribe form).
 */
import { useEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, setValue: (value: string) => void): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setValue(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as hydrated.
  }, []);
}
