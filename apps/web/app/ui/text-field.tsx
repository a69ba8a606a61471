import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A labelled text input. `invalid` marks it for assistive technology and outlines it;
 * `describedBy` points at the message that explains it; `end` holds a button inside the box
 * (a show-password toggle, say) on the side the line ends.
 */
export function TextField({
  label,
  invalid = false,
  describedBy,
  end,
  id,
  dir,
  className = '',
  ...input
}: ComponentProps<'input'> & {
  label: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  end?: ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {/* A box written left to right keeps its button on its own right, in Urdu too. */}
      <div className="relative" dir={dir === 'auto' ? undefined : dir}>
        <input
          id={inputId}
          dir={dir}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`w-full rounded-md border bg-page px-3 py-2 ${end ? 'pe-11' : ''} ${invalid ? 'border-brand' : 'border-line'}`}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div> : null}
      </div>
    </div>
  );
}
