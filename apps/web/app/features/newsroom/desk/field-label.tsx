/** A field's label and, under it, the hint that says what the field wants. */
export function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A field's `aria-describedby`: its hint, then the form's message about it. */
export const describedByOf = (id: string, hint?: string, message?: string) =>
  [hint ? `${id}-hint` : '', message ?? ''].join(' ').trim() || undefined;
