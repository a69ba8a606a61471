import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { PHONE_DIGITS } from '@vaarta/core/constants';
import { TextField } from './text-field';

type TextFieldProps = ComponentProps<typeof TextField>;

/** An e-mail box: the e-mail keyboard, no capitals or spelling fixes, read left to right. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A 10-digit phone box: the number pad, and only digits can be typed, at most ten. */
export function PhoneField({ onChange, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      dir="ltr"
      maxLength={PHONE_DIGITS}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
        onChange?.(event);
      }}
    />
  );
}

/** A labelled native select: the phone's own picker, nothing to load. */
export function SelectField({
  label,
  children,
  ...select
}: ComponentProps<'select'> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="w-full rounded-md border border-line bg-page px-3 py-2"
        {...select}
      >
        {children}
      </select>
    </div>
  );
}
