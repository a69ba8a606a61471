import { useId, type ComponentProps } from 'react';
import { describedByOf, FieldLabel } from './field-label';

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
      <FieldLabel id={id} label={label} hint={hint} />
      <textarea
        id={id}
        dir="auto"
        rows={2}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByOf(id, hint, describedBy)}
        className={`w-full rounded-md border bg-page px-3 py-2 ${invalid ? 'border-brand' : 'border-line'}`}
        {...area}
      />
    </div>
  );
}
