import type { ArticleView } from '../article-view';
import { URDU_LINES } from '../typography';
import { LeadImage } from './article-images';

/**
 * Typography for the server's sanitised article HTML (its allow-list: paragraphs, headings,
 * lists, quotes, links, tables, figures).
 */
const PROSE = [
  `flex flex-col gap-4 text-lg leading-relaxed ${URDU_LINES}`,
  '[&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold',
  '[&_a]:text-accent [&_a]:underline',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:text-sm [&_figcaption]:text-muted',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2',
].join(' ');

/** Marks where the intro stops mid-paragraph and where the body takes it up again. */
const CONTINUES = "[&>:last-child]:after:content-['…']";
const CONTINUED = "[&>:first-child]:before:content-['…']";

/**
 * docs/product/reading.md, "Intro and body": the intro (the first 70 words), the first image with
 * its caption, then the body. The body starts with the word after the intro, so nothing is read
 * twice (docs/decisions/0009).
 */
export function ArticleText({ article }: { article: ArticleView }) {
  const midParagraph = article.continuesParagraph && article.body !== '';
  return (
    <>
      <div
        lang={article.language}
        dir="auto"
        className={`${PROSE} font-medium ${midParagraph ? CONTINUES : ''}`}
        data-testid="article-intro"
        dangerouslySetInnerHTML={{ __html: article.intro }}
      />
      {article.leadImage ? <LeadImage image={article.leadImage} lang={article.language} /> : null}
      {article.body ? (
        <div
          lang={article.language}
          dir="auto"
          className={`${PROSE} ${midParagraph ? CONTINUED : ''}`}
          data-testid="article-body"
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
      ) : null}
    </>
  );
}
