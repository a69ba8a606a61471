import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@vaarta/core/constants';
import { codeFromPaste } from '@vaarta/core/entities/account';
import { formatNumber } from '../../lib/format';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * The code as five one-digit boxes: typing a digit moves on, Backspace in an empty box goes
 * back, and pasting (or the phone's one-time-code suggestion) fills the boxes with the first
 * five digits. Digits read left to right in every language.
 */
export function CodeBoxes({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  focusFirst = false,
}: {
  value: string;
  onChange: (code: string) => void;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
  /** Puts the caret in the first box when the boxes appear. */
  focusFirst?: boolean;
}) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i]?.trim() ?? '');
  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  useEffect(() => {
    if (focusFirst) boxes.current[0]?.focus();
  }, [focusFirst]);
  // An empty box is a space, so a digit keeps its place when an earlier box is cleared.
  const emit = (next: string[]) =>
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );

  function type(index: number, raw: string) {
    const typed = raw.replace(/\D/g, '');
    const next = [...digits];
    if (!typed) {
      next[index] = '';
      emit(next);
      return;
    }
    // A box that held a digit now holds two: keep the one just typed.
    const held = digits[index];
    const incoming =
      held && typed.length === 2 ? (typed[0] === held ? typed.slice(1) : typed.slice(0, 1)) : typed;
    [...incoming].slice(0, OTP_LENGTH - index).forEach((digit, i) => (next[index + i] = digit));
    emit(next);
    focusBox(index + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      emit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = codeFromPaste(event.clipboardData.getData('text'));
    if (!pasted) return;
    onChange(pasted);
    focusBox(pasted.length);
  }

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      dir="ltr"
      className="flex justify-center gap-2"
    >
      {Array.from({ length: OTP_LENGTH }, (_, index) => {
        return (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digits[index]}
            onChange={(event) => type(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            // The caret after the digit: typing the same digit again is still a change.
            onFocus={(event) => event.target.setSelectionRange(1, 1)}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            disabled={disabled}
            aria-label={t('auth.code.digit', {
              position: formatNumber(index + 1, i18n.language),
              total: formatNumber(OTP_LENGTH, i18n.language),
            })}
            aria-invalid={invalid || undefined}
            data-testid="code-box"
            className={`size-12 rounded-md border bg-page text-center text-xl font-bold ${invalid ? 'border-brand' : 'border-line'}`}
          />
        );
      })}
    </div>
  );
}
