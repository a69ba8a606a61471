import { useEffect } from 'react';

/**
 * Puts the focus in a form's first box when the form replaces another one in the open dialog
 * (Back to Login, the switch to Sign up), so it is not left on the body. A frame later than the
 * dialog's own first focus, which remembers where to hand the focus back on closing.
 */
export function useFocusOnShow<Name extends string>(
  setFocus: (name: Name) => void,
  first: Name,
): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus(first));
    return () => cancelAnimationFrame(frame);
  }, [setFocus, first]);
}
