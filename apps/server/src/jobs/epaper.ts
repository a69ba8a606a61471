import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import {
  EPAPER_TYPE,
  EPAPER_WINDOW_DAYS,
  LOCALE_OF,
  type LanguageCode,
} from '@vaarta/core/constants';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

const require = createRequire(import.meta.url);
const DAY = 86_400_000;

/**
 * Full TTF fonts per script that pdfkit's shaper handles: Noto Sans Telugu and Noto Nastaliq
 * Urdu crash it (a missing mark anchor on ప్ర and on Nastaliq joins), so the print edition
 * uses Hind Guntur for Telugu and Noto Naskh Arabic for Urdu (docs/decisions/0003).
 */
const FONT_PACKAGES: Record<LanguageCode, { pkg: string; family: string }> = {
  en: { pkg: '@expo-google-fonts/noto-sans', family: 'NotoSans' },
  te: { pkg: '@expo-google-fonts/hind-guntur', family: 'HindGuntur' },
  ur: { pkg: '@expo-google-fonts/noto-naskh-arabic', family: 'NotoNaskhArabic' },
  hi: { pkg: '@expo-google-fonts/noto-sans-devanagari', family: 'NotoSansDevanagari' },
  ta: { pkg: '@expo-google-fonts/noto-sans-tamil', family: 'NotoSansTamil' },
  kn: { pkg: '@expo-google-fonts/noto-sans-kannada', family: 'NotoSansKannada' },
};

function fontFile(language: LanguageCode, weight: '400Regular' | '700Bold'): string {
  const { pkg, family } = FONT_PACKAGES[language];
  const packageDir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(packageDir, weight, `${family}_${weight}.ttf`);
}

const MASTHEAD: Record<LanguageCode, { brand: string; edition: string; page: string }> = {
  en: { brand: 'Vaarta', edition: 'Daily Edition', page: 'Page' },
  te: { brand: 'వార్త', edition: 'దినపత్రిక', page: 'పేజీ' },
  ur: { brand: 'وارتا', edition: 'روزنامہ', page: 'صفحہ' },
  hi: { brand: 'वार्ता', edition: 'दैनिक संस्करण', page: 'पृष्ठ' },
  ta: { brand: 'வார்த்தா', edition: 'நாளிதழ்', page: 'பக்கம்' },
  kn: { brand: 'ವಾರ್ತಾ', edition: 'ದಿನಪತ್ರಿಕೆ', page: 'ಪುಟ' },
};

/**
 * With the rtla feature fontkit lays an Urdu line right to left and keeps Latin letters and
 * ASCII digits the right way round, but it also reverses runs of Urdu (Extended Arabic-Indic)
 * digits: "۲۰۲۶" would print as "۶۲۰۲". Reversing those runs beforehand cancels that out.
 */
export function keepDigitRunsInOrder(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]{2,}/g, (run) => [...run].reverse().join(''));
}

interface EditionArticle {
  id: string;
  title: string;
  authorName: string;
  districtName: string | null;
  bodyText: string;
  imagePath: string | null;
  caption: string;
}

export interface BuildOptions {
  db: Db;
  filesDir: string;
  now?: Date;
  log?: (message: string) => void;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Builds every missing edition of the last EPAPER_WINDOW_DAYS days for every language from
 * that day's published articles. Safe to run daily: existing editions are kept, and a day with
 * no news gets no edition.
 */
export async function buildMissingEditions(options: BuildOptions): Promise<number> {
  const { db, filesDir } = options;
  const now = options.now ?? new Date();
  const languages = await db.select().from(t.languages).orderBy(asc(t.languages.sortOrder));
  let built = 0;
  for (let back = EPAPER_WINDOW_DAYS - 1; back >= 0; back--) {
    const date = dayOf(new Date(now.getTime() - back * DAY));
    for (const language of languages) {
      const [existing] = await db
        .select({ id: t.eNewspapers.id })
        .from(t.eNewspapers)
        .where(
          and(
            eq(t.eNewspapers.languageId, language.id),
            eq(t.eNewspapers.editionDate, date),
            eq(t.eNewspapers.type, EPAPER_TYPE),
          ),
        );
      if (existing) continue;
      const articles = await articlesOfDay(db, language.id, date);
      if (articles.length === 0) continue;
      const code = language.code as LanguageCode;
      const relative = path.join('epapers', code, `${date}.pdf`);
      const pageCount = await renderEdition(path.join(filesDir, relative), code, date, articles);
      const { size } = await stat(path.join(filesDir, relative));
      await db.transaction(async (tx) => {
        const [edition] = await tx
          .insert(t.eNewspapers)
          .values({
            languageId: language.id,
            editionDate: date,
            type: EPAPER_TYPE,
            pdfPath: `/${relative.split(path.sep).join('/')}`,
            pageCount,
            fileSize: size,
          })
          .returning({ id: t.eNewspapers.id });
        await tx.insert(t.eNewspaperArticles).values(
          articles.map((a, i) => ({
            eNewspaperId: edition!.id,
            newsId: a.id,
            page: i === 0 ? 1 : 2,
          })),
        );
      });
      built += 1;
      options.log?.(`e-paper: ${code} ${date}, ${articles.length} articles, ${pageCount} pages`);
    }
  }
  return built;
}

async function articlesOfDay(db: Db, languageId: string, date: string): Promise<EditionArticle[]> {
  const start = new Date(`${date}T00:00:00Z`);
  const rows = await db
    .select({
      id: t.news.id,
      title: t.news.title,
      authorName: t.news.authorName,
      districtName: t.districtNames.name,
      bodyText: t.news.bodyText,
      imageUrl: sql<
        string | null
      >`(select media_url from news_media m where m.news_id = ${t.news.id} order by sort_order limit 1)`,
      caption: sql<
        string | null
      >`(select caption from news_media m where m.news_id = ${t.news.id} order by sort_order limit 1)`,
    })
    .from(t.news)
    .leftJoin(
      t.districtNames,
      and(
        eq(t.districtNames.districtId, t.news.districtId),
        eq(t.districtNames.languageId, t.news.languageId),
      ),
    )
    .where(
      and(
        eq(t.news.languageId, languageId),
        eq(t.news.status, 'published'),
        eq(t.news.isActive, true),
        eq(t.news.isDeleted, false),
        gte(t.news.publishedAt, start),
        lt(t.news.publishedAt, new Date(start.getTime() + DAY)),
      ),
    )
    .orderBy(desc(t.news.priority), desc(t.news.publishedAt));
  return rows.map((r) => ({
    ...r,
    caption: r.caption ?? '',
    // Seeded media are WebP; the builder prints the JPEG rendered beside them.
    imagePath: r.imageUrl ? r.imageUrl.replace(/-\d+\.webp$/, '-print.jpg') : null,
  }));
}

/** Lays out one edition: masthead, then each article with its photo; returns the page count. */
async function renderEdition(
  file: string,
  language: LanguageCode,
  date: string,
  articles: EditionArticle[],
): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const rtl = language === 'ur';
  const align = rtl ? 'right' : 'left';
  const lineGap = rtl ? 5 : 3;
  // fontkit lays Arabic-script runs right to left only when asked for the rtla feature.
  const script = { lineGap, ...(rtl ? { features: ['rtla' as const] } : {}) };
  const ordered = rtl ? keepDigitRunsInOrder : (text: string) => text;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: { Title: `${MASTHEAD[language].brand} — ${date}`, Author: 'Vaarta' },
  });
  doc.registerFont('body', fontFile(language, '400Regular'));
  doc.registerFont('bold', fontFile(language, '700Bold'));
  const out = createWriteStream(file);
  doc.pipe(out);
  const width = doc.page.width - 96;
  const dateLabel = new Intl.DateTimeFormat(LOCALE_OF[language], {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

  doc
    .font('bold')
    .fontSize(34)
    .fillColor('#B71C1C')
    .text(MASTHEAD[language].brand, { align: 'center', ...script });
  doc.font('body').fontSize(12).fillColor('#333333');
  doc.text(ordered(`${MASTHEAD[language].edition} · ${dateLabel}`), { align: 'center', ...script });
  doc
    .moveDown(0.4)
    .moveTo(48, doc.y)
    .lineTo(48 + width, doc.y)
    .lineWidth(2)
    .stroke('#B71C1C');
  doc.moveDown(0.8);

  const filesRoot = path.resolve(path.dirname(file), '..', '..');
  for (const article of articles) {
    if (doc.y > doc.page.height - 220) doc.addPage();
    doc
      .font('bold')
      .fontSize(20)
      .fillColor('#111111')
      .text(ordered(article.title), { align, ...script });
    const byline = [article.authorName, article.districtName].filter(Boolean).join(' · ');
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#666666')
      .text(ordered(byline), { align, ...script });
    doc.moveDown(0.4);
    if (article.imagePath) {
      const imageFile = path.join(filesRoot, article.imagePath);
      const exists = await stat(imageFile).then(
        () => true,
        () => false,
      );
      if (exists) {
        if (doc.y > doc.page.height - 330) doc.addPage();
        doc.image(imageFile, 48, doc.y, { width, height: width * 0.5625 });
        doc.y += width * 0.5625 + 4;
        doc
          .font('body')
          .fontSize(9)
          .fillColor('#555555')
          .text(ordered(article.caption), { align, ...script });
        doc.moveDown(0.4);
      }
    }
    doc
      .font('body')
      .fontSize(11.5)
      .fillColor('#222222')
      .text(ordered(article.bodyText), {
        align: rtl ? 'right' : 'justify',
        lineGap,
      });
    doc.moveDown(1.2);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#888888')
      .text(ordered(`${MASTHEAD[language].page} ${i + 1}`), 48, doc.page.height - 36, {
        width,
        align: 'center',
        lineBreak: false,
        ...script,
      });
  }
  doc.end();
  await finished(out);
  return range.count;
}
