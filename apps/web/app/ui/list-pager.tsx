import { Link } from 'react-router';

/** A list's Previous and Next links around "Page n of m"; nothing when the list has one page. */
export function ListPager({
  label,
  position,
  previous,
  next,
  previousText,
  nextText,
}: {
  label: string;
  /** "Page 2 of 5", in the interface language. */
  position: string;
  previous: string | null;
  next: string | null;
  previousText: string;
  nextText: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-4">
      {previous ? (
        <Link to={previous} rel="prev" className="rounded-md border border-line px-4 py-2">
          {previousText}
        </Link>
      ) : null}
      <span>{position}</span>
      {next ? (
        <Link to={next} rel="next" className="rounded-md border border-line px-4 py-2">
          {nextText}
        </Link>
      ) : null}
    </nav>
  );
}
