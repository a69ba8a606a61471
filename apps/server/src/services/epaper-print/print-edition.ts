import { loadPdfkit } from '../../lib/on-demand-libraries.ts';
import { LOCALE_OF, type LanguageCode } from '@vaarta/core/constants';
import type { EditionArticle } from './edition-articles.ts';
import { fontFile } from './print-fonts.ts';
import { PRINT_WORDS, type PrintWords } from './print-words.ts';
import { Typesetter, type Box, type TextStyle } from './text-flow.ts';

/** A4 in points, a three-column grid like a compact broadsheet. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 28;
const COLUMNS = 3;
const GUTTER = 14;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMN_WIDTH = (CONTENT_WIDTH - GUTTER * (COLUMNS - 1)) / COLUMNS;
/** Where the page's text ends; the folio (page number) sits below. */
const TEXT_BOTTOM = PAGE_HEIGHT - MARGIN - 14;
const INK = '#151515';
const ACCENT = '#B71C1C';
/** Front-page stories below the lead, one column each. */
const FRONT_SECONDARY_MAX = 3;

interface Styles {
  body: TextStyle;
  lead: TextStyle;
  headline: TextStyle;
  insideHeadline: TextStyle;
  byline: TextStyle;
  caption: TextStyle;
  jump: TextStyle;
  small: TextStyle;
  brand: TextStyle;
  folio: TextStyle;
  section: TextStyle;
}

/**
 * Indic scripts need a little more size and leading than Latin, and Naskh more still. English
 * is justified, as newspapers set it; Indic text, which has no hyphenation here, is set ragged
 * so narrow columns do not open wide gaps between words.
 */
function stylesFor(language: LanguageCode): Styles {
  const rtl = language === 'ur';
  const latin = language === 'en';
  const align = rtl ? 'right' : 'left';
  const leading = (forLatin: number, forIndic: number, forUrdu: number) =>
    rtl ? forUrdu : latin ? forLatin : forIndic;
  const style = (
    font: TextStyle['font'],
    size: number,
    lineGap: number,
    color = INK,
    alignment: TextStyle['align'] = align,
  ): TextStyle => ({ font, size, lineGap, color, align: alignment });
  return {
    body: style('body', latin ? 9 : 9.6, leading(1.3, 1.2, 2.5), INK, latin ? 'justify' : align),
    lead: style('bold', latin ? 25 : 23, leading(-2, -1, -2)),
    headline: style('bold', latin ? 14 : 13, leading(-1, 0, -1)),
    insideHeadline: style('bold', latin ? 18 : 16.5, leading(-1, 0, -1)),
    byline: style('bold', 7.5, 0, '#5a5a5a'),
    caption: style('body', 7.2, leading(0, 0, 1), '#4a4a4a'),
    jump: style('bold', 7.5, 0, ACCENT),
    small: style('body', 8, 0, '#333333'),
    brand: style('bold', latin ? 50 : 44, 0, INK, 'center'),
    folio: style('body', 7.5, 0, '#666666', 'center'),
    section: style('bold', 11, leading(0, 0, 1), '#ffffff'),
  };
}

/** A story as one part of a page: where its text resumes and which photo goes with it. */
interface Story {
  article: EditionArticle;
  paragraphs: string[];
  photo: EditionArticle['photos'][number] | undefined;
  /** For the rest of a front-page story: its headline is marked as continued from page 1. */
  continued: boolean;
}

export interface PrintedEdition {
  /** The PDF's bytes. */
  pdf: Buffer;
  pageCount: number;
  /** The page each story starts on. */
  pageOf: Map<string, number>;
}

/**
 * Lays one edition out as a newspaper: a masthead with the date and edition, a front page in
 * three columns with the lead story, its photo and the next stories, and inside pages by
 * section (the front page's stories continue there). Answers the PDF's bytes, for the media
 * store to keep whole (a reader never gets half a file).
 */
export async function printEdition(
  language: LanguageCode,
  date: string,
  articles: EditionArticle[],
): Promise<PrintedEdition> {
  const words = PRINT_WORDS[language];
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    bufferPages: true,
    info: { Title: `${words.brand} — ${date}`, Author: 'Vaarta' },
  });
  doc.registerFont('body', fontFile(language, '400Regular'));
  doc.registerFont('bold', fontFile(language, '700Bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const edition = new EditionLayout(new Typesetter(doc, language === 'ur'), language, date, words);
  edition.print(articles);
  const pageCount = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pageCount, pageOf: edition.pageOf };
}

class EditionLayout {
  private readonly type: Typesetter;
  private readonly styles: Styles;
  private readonly words: PrintWords;
  private readonly language: LanguageCode;
  private readonly dateLabel: string;
  private readonly numbers: Intl.NumberFormat;
  /** The inside page cursor. */
  private y = 0;
  /** Front-page stories that continue inside: where to print "Continued on page N". */
  private readonly jumps: { articleId: string; box: Box }[] = [];
  private readonly continuedOnPage = new Map<string, number>();
  private readonly sectionPages: { name: string; page: number }[] = [];
  readonly pageOf = new Map<string, number>();

  constructor(type: Typesetter, language: LanguageCode, date: string, words: PrintWords) {
    this.type = type;
    this.language = language;
    this.words = words;
    this.styles = stylesFor(language);
    this.numbers = new Intl.NumberFormat(LOCALE_OF[language]);
    this.dateLabel = new Intl.DateTimeFormat(LOCALE_OF[language], {
      dateStyle: 'full',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  }

  private get doc() {
    return this.type.doc;
  }

  /** x and width of `span` columns starting at reading-order column `first`. */
  private columns(first: number, span = 1): { x: number; width: number } {
    const width = span * COLUMN_WIDTH + (span - 1) * GUTTER;
    const start = this.type.rtl ? COLUMNS - first - span : first;
    return { x: MARGIN + start * (COLUMN_WIDTH + GUTTER), width };
  }

  print(articles: EditionArticle[]): void {
    const [lead, ...others] = articles;
    if (!lead) return;
    const front = others.slice(0, FRONT_SECONDARY_MAX);
    const inside = others.slice(FRONT_SECONDARY_MAX);
    for (const article of [lead, ...front]) this.pageOf.set(article.id, 1);
    const continuations = this.frontPage(lead, front);
    this.insidePages(continuations, inside);
    this.finishFrontPage();
    this.folios();
  }

  // ---- front page ----

  private masthead(): number {
    const { doc, type, styles } = this;
    let y = MARGIN;
    doc.rect(MARGIN, y, CONTENT_WIDTH, 3).fill(ACCENT);
    y += 8;
    const brandHeight = type.height(this.words.brand, CONTENT_WIDTH, styles.brand);
    type.write(this.words.brand, MARGIN, y, CONTENT_WIDTH, styles.brand);
    y += brandHeight + 2;
    this.rule(y, 1.6);
    y += 5;
    const start = this.type.rtl ? 'right' : 'left';
    const end = this.type.rtl ? 'left' : 'right';
    type.line(this.dateLabel, MARGIN, y, CONTENT_WIDTH, { ...styles.small, align: start });
    type.line(this.words.edition, MARGIN, y, CONTENT_WIDTH, { ...styles.small, align: 'center' });
    this.pagesLabelAt = { y, align: end };
    y += type.height('Ag', CONTENT_WIDTH, styles.small) + 4;
    this.rule(y, 0.6);
    this.rule(y + 2.5, 0.6);
    return y + 12;
  }

  private pagesLabelAt: { y: number; align: 'left' | 'right' } | null = null;

  private rule(y: number, weight: number, x = MARGIN, width = CONTENT_WIDTH): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(weight)
      .stroke(INK);
  }

  private columnRule(x: number, top: number, bottom: number): void {
    this.doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.4).stroke('#9a9a9a');
  }

  private byline(article: EditionArticle): string {
    return [article.authorName, article.districtName].filter(Boolean).join(this.words.separator);
  }

  private photo(photo: NonNullable<Story['photo']>, x: number, y: number, width: number): number {
    const height = width * photo.aspect;
    this.doc.image(photo.image, x, y, { width, height });
    const caption = photo.caption
      ? this.type.write(photo.caption, x, y + height + 3, width, this.styles.caption) + 3
      : 0;
    return height + caption + 8;
  }

  /** Returns the front-page stories' unprinted rest, to continue inside. */
  private frontPage(lead: EditionArticle, secondaries: EditionArticle[]): Story[] {
    const { type, styles } = this;
    let y = this.masthead();
    // The last line lists the inside pages' sections.
    const bottom = TEXT_BOTTOM - 18;

    y += type.write(lead.title, MARGIN, y, CONTENT_WIDTH, styles.lead) + 4;
    y += type.write(this.byline(lead), MARGIN, y, CONTENT_WIDTH, styles.byline) + 8;

    // The lead: text in the first column, the photo over the other two with text below it.
    const photo = lead.photos[0];
    const wide = this.columns(1, 2);
    const photoHeight = photo ? this.measurePhoto(photo, wide.width) : 0;
    const boxesOf = (height: number): Box[] => [
      { ...this.columns(0), y, height },
      { ...this.columns(1), y: y + photoHeight, height: height - photoHeight },
      { ...this.columns(2), y: y + photoHeight, height: height - photoHeight },
    ];
    const room = secondaries.length > 0 ? (bottom - y) * 0.56 : bottom - y;
    const leadHeight = this.balancedHeight(lead.paragraphs, boxesOf, photoHeight + 40, room);
    if (photo) this.photo(photo, wide.x, y, wide.width);
    const boxes = boxesOf(leadHeight);
    const leadRest = this.storyInBoxes(lead, lead.paragraphs, boxes);
    this.columnRule(this.gutterX(0), y, y + leadHeight);
    this.columnRule(this.gutterX(1), y + photoHeight, y + leadHeight);
    y += leadHeight + 6;

    const rests: Story[] = [];
    if (leadRest.length > 0) {
      rests.push({ article: lead, paragraphs: leadRest, photo: lead.photos[1], continued: true });
    }
    if (secondaries.length === 0) return rests;
    this.rule(y, 1.2);
    y += 8;
    const span = COLUMNS / secondaries.length;
    secondaries.forEach((story, i) => {
      const first = Math.round(i * span);
      const width = Math.round((i + 1) * span) - first;
      const { rest, photoUsed } = this.frontStory(story, first, width, y, bottom);
      if (i > 0) this.columnRule(this.gutterX(first - 1), y, bottom);
      if (rest.length > 0) {
        const photo = story.photos[photoUsed ? 1 : 0];
        rests.push({ article: story, paragraphs: rest, photo, continued: true });
      }
    });
    return rests;
  }

  private gutterX(afterColumn: number): number {
    const { x, width } = this.columns(afterColumn);
    return this.type.rtl ? x - GUTTER / 2 : x + width + GUTTER / 2;
  }

  /** A front-page story in `span` columns from `first`, down to `bottom`; returns its rest. */
  private frontStory(
    article: EditionArticle,
    first: number,
    span: number,
    top: number,
    bottom: number,
  ): { rest: string[]; photoUsed: boolean } {
    const { type, styles } = this;
    const area = this.columns(first, span);
    let y = top;
    y += type.write(article.title, area.x, y, area.width, styles.headline) + 3;
    y += type.write(this.byline(article), area.x, y, area.width, styles.byline) + 5;
    const firstColumn = this.columns(first);
    const lines = this.type.height('Ag', COLUMN_WIDTH, styles.body) * 6;
    const candidate = article.photos[0];
    // A photo that would leave its column no room for text waits for the inside pages.
    const photo =
      candidate && this.measurePhoto(candidate, firstColumn.width) + lines < bottom - y
        ? candidate
        : undefined;
    const photoHeight = photo ? this.photo(photo, firstColumn.x, y, firstColumn.width) : 0;
    const boxes: Box[] = [];
    for (let c = 0; c < span; c++) {
      const column = this.columns(first + c);
      const below = c === 0 ? photoHeight : 0;
      boxes.push({ ...column, y: y + below, height: bottom - y - below });
    }
    return { rest: this.storyInBoxes(article, article.paragraphs, boxes), photoUsed: !!photo };
  }

  /** Flows a story into boxes, keeping a line at the end for "Continued on page N" if needed. */
  private storyInBoxes(article: EditionArticle, paragraphs: string[], boxes: Box[]): string[] {
    const { type, styles } = this;
    if (type.fits(paragraphs, boxes, styles.body)) {
      type.flow(paragraphs, boxes, styles.body);
      return [];
    }
    const jumpHeight = type.height('Ag', COLUMN_WIDTH, styles.jump) + 4;
    const last = boxes[boxes.length - 1]!;
    const shortened = [...boxes.slice(0, -1), { ...last, height: last.height - jumpHeight }];
    const rest = type.flow(paragraphs, shortened, styles.body);
    this.jumps.push({
      articleId: article.id,
      box: { ...last, y: last.y + last.height - jumpHeight + 2, height: jumpHeight },
    });
    return rest;
  }

  /** What the front page can only say once the inside pages are laid out. */
  private finishFrontPage(): void {
    const { type, styles } = this;
    this.doc.switchToPage(0);
    for (const { articleId, box } of this.jumps) {
      const page = this.continuedOnPage.get(articleId);
      if (page === undefined) continue;
      type.line(this.words.continuedOn(this.numbers.format(page)), box.x, box.y, box.width, {
        ...styles.jump,
      });
    }
    const total = this.doc.bufferedPageRange().count;
    if (this.pagesLabelAt) {
      type.line(
        this.words.pages(this.numbers.format(total)),
        MARGIN,
        this.pagesLabelAt.y,
        CONTENT_WIDTH,
        {
          ...styles.small,
          align: this.pagesLabelAt.align,
        },
      );
    }
    if (this.sectionPages.length > 0) {
      const y = TEXT_BOTTOM - 13;
      this.rule(y - 4, 0.6);
      const style = { ...styles.jump, color: INK };
      // As many sections as the line holds, in page order.
      let index = '';
      for (const { name, page } of this.sectionPages) {
        const entry = `${name} ${this.numbers.format(page)}`;
        const longer = index
          ? `${index}${this.words.separator}  ${entry}`
          : `${this.words.inside}:   ${entry}`;
        if (type.width(longer, style) > CONTENT_WIDTH) break;
        index = longer;
      }
      type.line(index, MARGIN, y, CONTENT_WIDTH, style);
    }
  }

  // ---- inside pages ----

  private newInsidePage(): void {
    const { doc, type, styles } = this;
    doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
    const page = doc.bufferedPageRange().count;
    const y = MARGIN;
    const start = type.rtl ? 'right' : 'left';
    const end = type.rtl ? 'left' : 'right';
    type.line(this.words.brand, MARGIN, y - 2, CONTENT_WIDTH, {
      ...styles.headline,
      color: ACCENT,
      align: start,
    });
    type.line(this.dateLabel, MARGIN, y + 2, CONTENT_WIDTH, { ...styles.small, align: 'center' });
    type.line(this.words.page(this.numbers.format(page)), MARGIN, y + 2, CONTENT_WIDTH, {
      ...styles.small,
      align: end,
    });
    this.rule(y + 20, 1.2);
    this.y = y + 28;
  }

  private sectionBanner(name: string): void {
    const { doc, type, styles } = this;
    const height = type.height(name, CONTENT_WIDTH, styles.section) + 8;
    doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).fill(ACCENT);
    type.write(name, MARGIN + 8, this.y + 4, CONTENT_WIDTH - 16, styles.section);
    this.y += height + 10;
  }

  private insidePages(continuations: Story[], articles: EditionArticle[]): void {
    const stories: Story[] = [
      ...continuations,
      ...articles.map((article) => ({
        article,
        paragraphs: article.paragraphs,
        photo: article.photos[0],
        continued: false,
      })),
    ];
    if (stories.length === 0) return;
    const sections = new Map<string, { name: string; order: number; stories: Story[] }>();
    for (const story of stories) {
      const { slug, name, order } = story.article.section;
      const section = sections.get(slug) ?? { name, order, stories: [] };
      section.stories.push(story);
      sections.set(slug, section);
    }
    this.newInsidePage();
    for (const section of [...sections.values()].sort((a, b) => a.order - b.order)) {
      if (TEXT_BOTTOM - this.y < 160) this.newInsidePage();
      this.sectionPages.push({ name: section.name, page: this.currentPage() });
      this.sectionBanner(section.name);
      for (const story of section.stories) this.insideStory(story);
    }
  }

  private currentPage(): number {
    return this.doc.bufferedPageRange().count;
  }

  /**
   * An inside story across the page: headline, then text in three columns with the photo over
   * the second and third. Columns are balanced; a story longer than the page goes on overleaf.
   */
  private insideStory(story: Story): void {
    const { type, styles } = this;
    const lineHeight = type.height('Ag', COLUMN_WIDTH, styles.body);
    const { title } = story.article;
    const headline = story.continued ? styles.headline : styles.insideHeadline;
    const titleHeight = type.height(title, CONTENT_WIDTH, headline);
    if (TEXT_BOTTOM - this.y < titleHeight + 30 + lineHeight * 6) this.newInsidePage();
    if (story.continued) {
      this.continuedOnPage.set(story.article.id, this.currentPage());
      const from = this.words.continuedFrom(this.numbers.format(1));
      this.y += type.write(from, MARGIN, this.y, CONTENT_WIDTH, styles.jump) + 2;
    } else {
      this.pageOf.set(story.article.id, this.currentPage());
    }
    this.y += type.write(title, MARGIN, this.y, CONTENT_WIDTH, headline) + 3;
    if (!story.continued) {
      this.y += type.write(
        this.byline(story.article),
        MARGIN,
        this.y,
        CONTENT_WIDTH,
        styles.byline,
      );
    }
    this.y += 6;

    let paragraphs = story.paragraphs;
    let photo = story.photo;
    while (paragraphs.length > 0) {
      const room = TEXT_BOTTOM - this.y;
      const wide = this.columns(1, 2);
      const photoHeight = photo ? this.measurePhoto(photo, wide.width) : 0;
      // A photo goes with text enough to sit beside it, and only where it fits.
      const textHeight = paragraphs.reduce(
        (sum, p) => sum + type.height(p, COLUMN_WIDTH, styles.body),
        0,
      );
      const withPhoto =
        photo && textHeight > photoHeight * 1.5 && room > photoHeight + lineHeight * 5;
      const below = withPhoto ? photoHeight : 0;
      const boxesOf = (height: number): Box[] =>
        [0, 1, 2].map((c) => ({
          ...this.columns(c),
          y: this.y + (c === 0 ? 0 : below),
          height: height - (c === 0 ? 0 : below),
        }));
      const height = this.balancedHeight(paragraphs, boxesOf, below + lineHeight * 2, room);
      if (photo && withPhoto) this.photo(photo, wide.x, this.y, wide.width);
      paragraphs = type.flow(paragraphs, boxesOf(height), styles.body);
      this.columnRule(this.gutterX(0), this.y, this.y + height);
      this.columnRule(this.gutterX(1), this.y + below, this.y + height);
      this.y += height + 8;
      if (withPhoto) photo = undefined;
      if (paragraphs.length > 0) this.newInsidePage();
    }
    if (TEXT_BOTTOM - this.y > 40) {
      this.rule(this.y - 2, 0.8);
      this.y += 8;
    }
  }

  private measurePhoto(photo: NonNullable<Story['photo']>, width: number): number {
    const caption = photo.caption
      ? this.type.height(photo.caption, width, this.styles.caption) + 3
      : 0;
    return width * photo.aspect + caption + 8;
  }

  /** The least column height (in whole lines, at most `room`) that holds the text. */
  private balancedHeight(
    paragraphs: string[],
    boxesOf: (height: number) => Box[],
    least: number,
    room: number,
  ): number {
    const { type, styles } = this;
    const line = type.height('Ag', COLUMN_WIDTH, styles.body);
    if (least >= room) return room;
    if (!type.fits(paragraphs, boxesOf(room), styles.body)) return room;
    // Taller columns hold more, so the least height that fits is found by halving.
    let low = 0;
    let high = Math.ceil((room - least) / line);
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (type.fits(paragraphs, boxesOf(least + middle * line), styles.body)) high = middle;
      else low = middle + 1;
    }
    return Math.min(room, least + low * line);
  }

  private folios(): void {
    const { count } = this.doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      this.doc.switchToPage(i);
      const label = `${this.words.brand}${this.words.separator}${this.words.page(this.numbers.format(i + 1))}`;
      this.type.line(label, MARGIN, PAGE_HEIGHT - MARGIN - 6, CONTENT_WIDTH, this.styles.folio);
    }
  }
}
