import type { ReactNode } from 'react';

/**
 * A desk's page: its heading and what it is for, then its sections. It is drawn inside the
 * newsroom's layout, which has checked who the caller is and holds the browser's query cache.
 */
export function DeskPage({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** One part of a desk (a form, a list) in a card, named by its heading. */
export function DeskSection({
  title,
  actions,
  testId,
  children,
}: {
  title: string;
  /** Beside the heading: a filter, a Refresh button. */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The words of a list with nothing in it. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-muted">{children}</p>;
}
