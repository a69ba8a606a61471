/**
 * docs/product/reading.md, "Intro and body": an intro of the first 70 words, then the first image,
 * then the body — which continues where the intro stopped, so no sentence is read twice. The body
 * arrives as the server's sanitised HTML (an allow-list of tags, attributes quoted and escaped) or
 * as plain text; either way it is cut between two words, never inside a word or a syllable.
 */

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
const VOID_TAGS = new Set(['br', 'img', 'hr', 'wbr']);
/** Tags that end a line of text: words on either side of them are never run together. */
const BLOCK_TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'tr',
  'td',
  'th',
  'div',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function hasTags(content: string): boolean {
  return /<[a-zA-Z][^>]*>/.test(content);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * docs/product/reading.md, "Intro and body": the body is HTML when it contains tags; plain text
 * becomes one paragraph a line.
 */
export function bodyAsHtml(content: string): string {
  if (hasTags(content)) return content.trim();
  return content
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
}

interface OpenTag {
  name: string;
  /** The tag as written, attributes included, to open it again after the cut. */
  source: string;
}

/** A character of the readable text and where it came from in the HTML. */
interface TextMap {
  text: string;
  /** For each UTF-16 unit of `text`: its offset in the HTML, or -1 for a line break we added. */
  offsets: number[];
  /** For each unit: the elements open around it. */
  open: OpenTag[][];
}

function decodeInto(map: TextMap, html: string, from: number, to: number, open: OpenTag[]) {
  const entity = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;
  let at = from;
  const push = (chars: string, offset: number) => {
    for (let i = 0; i < chars.length; i++) {
      map.text += chars[i];
      map.offsets.push(offset);
      map.open.push(open);
    }
  };
  const segment = html.slice(from, to);
  for (const match of segment.matchAll(entity)) {
    const start = from + match.index;
    for (let i = at; i < start; i++) push(html[i]!, i);
    const name = match[1]!;
    let decoded: string | undefined;
    if (name.startsWith('#x') || name.startsWith('#X')) {
      decoded = String.fromCodePoint(parseInt(name.slice(2), 16));
    } else if (name.startsWith('#')) {
      decoded = String.fromCodePoint(parseInt(name.slice(1), 10));
    } else {
      decoded = ENTITIES[name.toLowerCase()];
    }
    push(decoded ?? match[0], start);
    at = start + match[0].length;
  }
  for (let i = at; i < to; i++) push(html[i]!, i);
}

function readText(html: string): TextMap {
  const map: TextMap = { text: '', offsets: [], open: [] };
  let open: OpenTag[] = [];
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    decodeInto(map, html, at, match.index, open);
    at = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    if (BLOCK_TAGS.has(name)) {
      map.text += ' ';
      map.offsets.push(-1);
      map.open.push(open);
    }
    if (VOID_TAGS.has(name) || match[3] === '/') continue;
    if (closing) {
      const index = open.findLastIndex((tag) => tag.name === name);
      if (index >= 0) open = open.slice(0, index);
    } else {
      open = [...open, { name, source: match[0] }];
    }
  }
  decodeInto(map, html, at, html.length, open);
  return map;
}

/** Empty elements left at the seam by the cut (`<p></p>`, `<p><strong> </strong></p>`). */
const TRAILING_EMPTY = /<([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>\s*<\/\1>\s*$/;
const LEADING_EMPTY = /^\s*<([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>\s*<\/\1>/;

function stripRepeatedly(html: string, pattern: RegExp): string {
  let out = html;
  for (let next = out.replace(pattern, ''); next !== out; next = out.replace(pattern, '')) {
    out = next;
  }
  return out;
}

export interface SplitBody {
  /** The first words, as HTML with every element it opened closed again. */
  intro: string;
  /** The rest of the body, as HTML, starting with the next word; empty when nothing is left. */
  rest: string;
  /** True when the cut falls inside a paragraph, so the reader sees it continue after a break. */
  continuesParagraph: boolean;
}

/**
 * A paragraph is never split so that a scrap of it (fewer words than this) is left alone on
 * one side of the photograph: such a cut moves to the paragraph's edge.
 */
export const MIN_WORDS_EACH_SIDE = 5;

/** Where each word starts in the readable text, and which paragraph it belongs to. */
function wordsOf(map: TextMap): { start: number; paragraph: number }[] {
  const found: { start: number; paragraph: number }[] = [];
  let paragraph = 0;
  let checked = 0;
  for (const segment of wordSegmenter.segment(map.text)) {
    for (; checked < segment.index; checked++) if (map.offsets[checked] === -1) paragraph++;
    if (segment.isWordLike) found.push({ start: segment.index, paragraph });
  }
  return found;
}

/** The index of the first word after the cut: the `words`-th word's follower, kept off scraps. */
function cutIndex(all: { paragraph: number }[], words: number): number {
  if (words >= all.length) return all.length;
  const paragraph = all[words]!.paragraph;
  const first = all.findIndex((w) => w.paragraph === paragraph);
  const last = all.findLastIndex((w) => w.paragraph === paragraph);
  const before = words - first;
  const after = last + 1 - words;
  if (before > 0 && before < MIN_WORDS_EACH_SIDE && first > 0) return first;
  if (after < MIN_WORDS_EACH_SIDE && before >= MIN_WORDS_EACH_SIDE) return last + 1;
  return words;
}

/**
 * Cuts body HTML after its first `words` words (in any script), keeping both halves valid. A
 * cut that would strand fewer than MIN_WORDS_EACH_SIDE words of a paragraph on one side moves
 * to that paragraph's edge instead.
 */
export function splitAfterWords(html: string, words: number): SplitBody {
  const map = readText(html);
  const all = wordsOf(map);
  const index = cutIndex(all, words);
  if (index >= all.length) return { intro: html.trim(), rest: '', continuesParagraph: false };
  // Punctuation that opens a word (a quote, a bracket) goes with it.
  let cutAt = all[index]!.start;
  while (cutAt > 0 && map.offsets[cutAt - 1] !== -1 && !/\s/.test(map.text[cutAt - 1]!)) cutAt--;

  const offset = map.offsets[cutAt]!;
  const open = map.open[cutAt]!;
  const closers = open
    .toReversed()
    .map((tag) => `</${tag.name}>`)
    .join('');
  const openers = open.map((tag) => tag.source).join('');
  const before = html.slice(0, offset).replace(/(\s|&nbsp;|<br\s*\/?>)+$/i, '');
  const intro = stripRepeatedly(before + closers, TRAILING_EMPTY).trim();
  const rest = stripRepeatedly(openers + html.slice(offset).trimStart(), LEADING_EMPTY).trim();
  const continuesParagraph = index > 0 && all[index - 1]!.paragraph === all[index]!.paragraph;
  return { intro, rest, continuesParagraph };
}
