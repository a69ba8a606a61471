import bidiModule, { type Bidi } from 'bidi-js';

// bidi-js is CommonJS exporting its factory, typed as an ES default export: under Node's
// module rules the default import is the factory itself.
const bidi = (bidiModule as unknown as () => Bidi)();

/** A piece of a line with one direction, as the string fontkit must be given to print it. */
export interface Run {
  text: string;
  width: number;
}

/** A line of right-to-left text: its runs from left to right, and its width. */
export interface Line {
  runs: Run[];
  width: number;
}

/**
 * fontkit shapes a string in the direction of its first letter's script: a string that starts
 * with Arabic script (Urdu letters, and Urdu digits) is reversed into visual order as a whole,
 * Latin letters and digits inside it too; any other string is laid left to right, with Urdu in
 * it unjoined. So a line is cut into runs of one direction (the Unicode bidirectional
 * algorithm, bidi-js) and each run is handed to fontkit in the order that makes it come out
 * right.
 */
const REVERSED_BY_FONTKIT = /^[\p{Script=Common}\p{Script=Inherited}]*\p{Script=Arabic}/u;

function fontkitString(visual: string, logical: string, rightToLeft: boolean): string {
  if (rightToLeft && REVERSED_BY_FONTKIT.test(logical)) return logical;
  if (!rightToLeft && REVERSED_BY_FONTKIT.test(visual)) return [...visual].reverse().join('');
  return visual;
}

/**
 * Breaks a right-to-left paragraph into lines no wider than `maxWidth` (between words) and
 * orders each line's runs for printing from left to right.
 */
export function rtlLines(
  text: string,
  maxWidth: number,
  measure: (printed: string) => number,
): Line[] {
  const embedding = bidi.getEmbeddingLevels(text, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const { levels } = embedding;

  /** The runs of [start, end) in visual order. */
  const runsOf = (start: number, end: number): Run[] => {
    const order = Array.from({ length: end - start }, (_, i) => start + i);
    for (const segment of bidi.getReorderSegments(text, embedding, start, end - 1)) {
      const [from, to] = segment as [number, number];
      const flipped = order.slice(from - start, to - start + 1).reverse();
      order.splice(from - start, flipped.length, ...flipped);
    }
    const runs: Run[] = [];
    let group: number[] = [];
    const close = () => {
      if (group.length === 0) return;
      const rightToLeft = levels[group[0]!]! % 2 === 1;
      const char = (i: number) => mirrored.get(i) ?? text[i]!;
      const visual = group.map(char).join('');
      const logical = [...group]
        .sort((a, b) => a - b)
        .map(char)
        .join('');
      const printed = fontkitString(visual, logical, rightToLeft);
      runs.push({ text: printed, width: measure(printed) });
      group = [];
    };
    for (const index of order) {
      const last = group[group.length - 1];
      const sameRun =
        last !== undefined && levels[last] === levels[index] && Math.abs(last - index) === 1;
      if (!sameRun) close();
      group.push(index);
    }
    close();
    return runs;
  };

  // A word's shape never depends on its neighbours (Urdu letters join within words only), so a
  // line is as wide as its words and the spaces between them.
  const words: { start: number; end: number; width: number }[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    words.push({ start, end, width: runsOf(start, end).reduce((sum, r) => sum + r.width, 0) });
  }
  const space = measure(' ');
  const lines: Line[] = [];
  let first = 0;
  while (first < words.length) {
    let last = first;
    let width = words[first]!.width;
    while (last + 1 < words.length && width + space + words[last + 1]!.width <= maxWidth) {
      last += 1;
      width += space + words[last]!.width;
    }
    const runs = runsOf(words[first]!.start, words[last]!.end);
    lines.push({ runs, width: runs.reduce((sum, run) => sum + run.width, 0) });
    first = last + 1;
  }
  return lines;
}
