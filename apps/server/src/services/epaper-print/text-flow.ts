import type PDFDocument from 'pdfkit';
import { rtlLines, type Line } from './rtl-lines.ts';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  font: 'body' | 'bold';
  size: number;
  lineGap: number;
  color: string;
  align: 'left' | 'right' | 'center' | 'justify';
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Without features pdfkit shapes text word by word and sets the words left to right; with any
 * (even none) it hands fontkit the whole run, which a right-to-left run needs.
 */
const WHOLE_RUN = { features: [] };

/**
 * Sets and measures text the way the page will show it: pdfkit wraps and shapes left-to-right
 * scripts; Urdu is broken into lines and ordered here (rtl-lines.ts), then each run printed.
 */
export class Typesetter {
  readonly doc: Doc;
  readonly rtl: boolean;
  private readonly heights = new Map<string, number>();
  private readonly widths = new Map<string, number>();

  constructor(doc: Doc, rtl: boolean) {
    this.doc = doc;
    this.rtl = rtl;
  }

  private use(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  private lineHeight(style: TextStyle): number {
    this.use(style);
    return this.doc.currentLineHeight(true) + style.lineGap;
  }

  private rtlLinesOf(text: string, width: number, style: TextStyle): Line[] {
    this.use(style);
    return rtlLines(text, width, (printed) => {
      const key = `${style.font}|${style.size}|${printed}`;
      let measured = this.widths.get(key);
      if (measured === undefined) {
        measured = this.doc.widthOfString(printed, WHOLE_RUN);
        this.widths.set(key, measured);
      }
      return measured;
    });
  }

  /** Prints right-to-left lines, each placed by the alignment (justified text is set flush right). */
  private writeRtl(lines: Line[], x: number, y: number, width: number, style: TextStyle): void {
    const step = this.lineHeight(style);
    lines.forEach((line, i) => {
      let left =
        style.align === 'left'
          ? x
          : style.align === 'center'
            ? x + (width - line.width) / 2
            : x + width - line.width;
      for (const run of line.runs) {
        this.doc.text(run.text, left, y + i * step, { ...WHOLE_RUN, lineBreak: false });
        left += run.width;
      }
    });
  }

  height(text: string, width: number, style: TextStyle): number {
    const key = `${style.font}|${style.size}|${style.lineGap}|${width}|${text}`;
    let height = this.heights.get(key);
    if (height === undefined) {
      if (this.rtl) {
        height = this.rtlLinesOf(text, width, style).length * this.lineHeight(style);
      } else {
        this.use(style);
        height = this.doc.heightOfString(text, {
          width,
          align: style.align,
          lineGap: style.lineGap,
        });
      }
      this.heights.set(key, height);
    }
    return height;
  }

  /** The width of text set on one line. */
  width(text: string, style: TextStyle): number {
    if (this.rtl) return this.rtlLinesOf(text, Infinity, style)[0]?.width ?? 0;
    this.use(style);
    return this.doc.widthOfString(text);
  }

  /** Prints text at a point; returns the height it took. */
  write(text: string, x: number, y: number, width: number, style: TextStyle): number {
    if (this.rtl) {
      this.writeRtl(this.rtlLinesOf(text, width, style), x, y, width, style);
    } else {
      this.use(style);
      this.doc.text(text, x, y, { width, align: style.align, lineGap: style.lineGap });
    }
    return this.height(text, width, style);
  }

  /** One line that never wraps (headers and footers, which sit outside the page's margins). */
  line(text: string, x: number, y: number, width: number, style: TextStyle): void {
    if (this.rtl) {
      this.writeRtl(this.rtlLinesOf(text, Infinity, style), x, y, width, style);
    } else {
      this.use(style);
      this.doc.text(text, x, y, { width, align: style.align, lineBreak: false });
    }
  }

  paragraphGap(style: TextStyle): number {
    return style.size * 0.45;
  }

  /**
   * Splits paragraphs into what fits a box and the rest. A paragraph that does not fit whole is
   * cut between words (never inside a word, so never inside a syllable).
   */
  fit(
    paragraphs: readonly string[],
    width: number,
    height: number,
    style: TextStyle,
  ): { fitted: string[]; rest: string[]; used: number } {
    const fitted: string[] = [];
    let used = 0;
    for (let i = 0; i < paragraphs.length; i++) {
      const paragraph = paragraphs[i]!;
      const gap = fitted.length > 0 ? this.paragraphGap(style) : 0;
      const whole = this.height(paragraph, width, style);
      if (used + gap + whole <= height) {
        fitted.push(paragraph);
        used += gap + whole;
        continue;
      }
      const words = paragraph.split(' ');
      const room = height - used - gap;
      let lo = 0;
      let hi = words.length - 1;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (this.height(words.slice(0, mid).join(' '), width, style) <= room) lo = mid;
        else hi = mid - 1;
      }
      if (lo === 0) return { fitted, rest: paragraphs.slice(i), used };
      const head = words.slice(0, lo).join(' ');
      fitted.push(head);
      used += gap + this.height(head, width, style);
      return { fitted, rest: [words.slice(lo).join(' '), ...paragraphs.slice(i + 1)], used };
    }
    return { fitted, rest: [], used };
  }

  /** Fills boxes in reading order with paragraphs; returns what did not fit. */
  flow(paragraphs: readonly string[], boxes: readonly Box[], style: TextStyle): string[] {
    let rest = [...paragraphs];
    for (const box of boxes) {
      if (rest.length === 0) break;
      const { fitted, rest: left } = this.fit(rest, box.width, box.height, style);
      let y = box.y;
      for (const paragraph of fitted) {
        y += this.write(paragraph, box.x, y, box.width, style) + this.paragraphGap(style);
      }
      rest = left;
    }
    return rest;
  }

  /** Whether the paragraphs fit the boxes, without printing anything. */
  fits(paragraphs: readonly string[], boxes: readonly Box[], style: TextStyle): boolean {
    let rest: readonly string[] = paragraphs;
    for (const box of boxes) {
      if (rest.length === 0) return true;
      rest = this.fit(rest, box.width, box.height, style).rest;
    }
    return rest.length === 0;
  }
}
