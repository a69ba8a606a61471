import type { ReactNode } from 'react';

/** The frame of a static page: its one <h1>, then readable sections. */
export function ProsePage({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <article className="mx-auto max-w-3xl" data-testid={testId}>
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      <div className="flex flex-col gap-6 leading-relaxed">{children}</div>
    </article>
  );
}

export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}
