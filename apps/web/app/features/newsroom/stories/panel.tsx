import type { ReactNode } from 'react';

/** A box beside the story form: publishing, photos, revisions. */
export function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      data-testid={testId}
    >
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** How a panel's last action went: the refusal (announced at once) or what was done. */
export function PanelOutcome({
  failure,
  done,
  failureTestId,
}: {
  failure: string | null;
  done: string | null;
  failureTestId: string;
}) {
  if (failure) {
    return (
      <p role="alert" className="text-sm font-semibold text-brand" data-testid={failureTestId}>
        {failure}
      </p>
    );
  }
  return done ? (
    <p role="status" className="text-sm font-semibold text-success">
      {done}
    </p>
  ) : null;
}
