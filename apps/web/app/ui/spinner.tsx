import { LoaderCircle } from 'lucide-react';

/** A loading line: a spinning icon and the text a screen reader announces. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {label}
    </p>
  );
}
