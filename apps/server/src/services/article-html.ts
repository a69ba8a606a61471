import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../lib/on-demand-libraries.ts';

/**
 * The tags an article body may carry; everything else is dropped on write (docs/decisions/0031).
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'bdi',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: {
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
}

/** What the writers of a story body (the newsroom, feed imports, the seed) make it with. */
export interface ArticleHtml {
  sanitizeArticleHtml(html: string): string;
  /** The body as plain text (for search and the word-counted intro). */
  htmlToText(html: string): string;
  /**
   * A story body as it is stored: HTML cleaned to the allow-list, or plain text (no tag at all)
   * turned into paragraphs at its blank lines. Every writer of a body (the newsroom, feed
   * imports) calls this, so the article page gets one kind of body.
   */
  storyBodyHtml(html: string): string;
}

function withSanitizer(sanitize: typeof sanitizeHtml): ArticleHtml {
  const sanitizeArticleHtml = (html: string) => sanitize(html, allowList);
  return {
    sanitizeArticleHtml,
    htmlToText: (html) =>
      sanitize(html.replace(/<\/(p|h[2-4]|li|blockquote)>/g, '$& '), {
        allowedTags: [],
        allowedAttributes: {},
      })
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    storyBodyHtml(html) {
      // Control characters (bar line breaks and tabs) mean nothing in a story; feeds carry some.
      const input = html.replace(/[^\P{Cc}\n\r\t]/gu, '');
      if (!/<[a-z!/]/i.test(input)) {
        const paragraphs = input
          .split(/\n\s*\n/)
          .map((p) => p.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
        return paragraphsToHtml(paragraphs);
      }
      return sanitizeArticleHtml(input);
    },
  };
}

/**
 * The body functions, with sanitize-html (and its HTML and CSS parsers) loaded the first time a
 * story body is written or printed: a server that only serves readers never holds it
 * (docs/decisions/0143-server-memory-continued.md).
 */
export const articleHtml = (): Promise<ArticleHtml> => loadSanitizeHtml().then(withSanitizer);
