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
