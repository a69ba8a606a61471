import { useCallback, useRef, type Ref } from 'react';

/**
 * Moves the focus to a form's message once it shows (after a refused submit): it comes into
 * view above the fields, even on a small screen with the keyboard open, and Tab leads on to
 * the first field.
 */
export function useMessageFocus() {
  const message = useRef<HTMLParagraphElement>(null);
  const focusMessage = useCallback(() => {
    requestAnimationFrame(() => message.current?.focus());
  }, []);
  return { message, focusMessage };
}

/**
 * The one message a form shows: an error (announced at once) or a success (announced
 * politely). Fields it is about name its `id` in `aria-describedby`. Renders its live region
 * even when empty, so the first message is announced too.
 */
export function FormMessage({
  id,
  error,
  success,
  testId,
  ref,
}: {
  id: string;
  error?: string | null | undefined;
  success?: string | null | undefined;
  testId?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <>
      <p
        id={id}
        ref={ref}
        tabIndex={-1}
        role="alert"
        data-testid={testId}
        className={
          error ? 'rounded-md bg-brand/10 px-3 py-2 text-sm font-semibold text-brand' : 'sr-only'
        }
      >
        {error ?? ''}
      </p>
      <p
        role="status"
        data-testid={testId ? `${testId}-success` : undefined}
        className={
          !error && success
            ? 'rounded-md bg-success/10 px-3 py-2 text-sm font-semibold text-success'
            : 'sr-only'
        }
      >
        {error ? '' : (success ?? '')}
      </p>
    </>
  );
}
