import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * A round arrow button that moves a row of cards back or forward. The arrows point the way
 * the row moves in the page's direction: in right-to-left pages they are mirrored.
 */
export function ArrowButton({
  direction,
  label,
  onClick,
  disabled,
  testId,
}: {
  direction: 'back' | 'forward';
  label: string;
  onClick(): void;
  disabled?: boolean;
  testId?: string;
}) {
  const Icon = direction === 'back' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      className="arrow-button"
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  );
}
