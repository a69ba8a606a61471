import { useId, type ComponentProps } from 'react';

/** A labelled box of several lines, with a hint under its label. */
export function TextArea({
  label,
  hint,
  invalid = false,
  describedBy,
  ...area
}: ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        dir="auto"
        rows={2}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', describedBy ?? ''].join(' ').trim() || undefined
        }
        className={`w-full rounded-md border bg-page px-3 py-2 ${invalid ? 'border-brand' : 'border-line'}`}
        {...area}
      />
    </div>
  );
}
