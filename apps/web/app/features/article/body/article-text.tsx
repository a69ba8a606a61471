import type { ArticleView } from '../article-view';
import { LeadImage } from './article-images';

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
        className={`article-prose font-medium ${midParagraph ? CONTINUES : ''}`}
        data-testid="article-intro"
        dangerouslySetInnerHTML={{ __html: article.intro }}
      />
      {article.leadImage ? <LeadImage image={article.leadImage} lang={article.language} /> : null}
      {article.body ? (
        <div
          lang={article.language}
          dir="auto"
          className={`article-prose ${midParagraph ? CONTINUED : ''}`}
          data-testid="article-body"
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
      ) : null}
    </>
  );
}
