import { Fragment, type ReactNode } from 'react';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated text with words marked by tags, `By signing up you agree to our <terms>Terms and
 * Conditions</terms>`, each marked part drawn by the function of its tag (unknown tags stay as
 * text). What react-i18next's `Trans` does for these texts, without its HTML parser on the page.
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, (inner: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const draw = tags[match[1]!];
    if (!draw) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(<Fragment key={match.index}>{draw(match[2]!)}</Fragment>);
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
