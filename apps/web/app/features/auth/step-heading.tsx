import { useEffect, useRef } from 'react';

/**
 * The heading of a step of the password reset. Unless the step focuses a field of its own, the
 * heading takes the focus when the step opens, so a screen reader says where the reader now is.
 */
export function StepHeading({
  id,
  title,
  text,
  takeFocus = true,
}: {
  id: string;
  title: string;
  text: string;
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <div>
      <h3 id={id} ref={heading} tabIndex={-1} className="text-base font-bold outline-none">
        {title}
      </h3>
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}
