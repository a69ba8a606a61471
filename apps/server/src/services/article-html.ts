import sanitizeHtml from 'sanitize-html';

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
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
}

/** The body as plain text (for search and the word-counted intro). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A story body as it is stored: HTML cleaned to the allow-list, or plain text (no tag at all)
 * turned into paragraphs at its blank lines. Every writer of a body (the newsroom, feed imports)
 * calls this, so the article page gets one kind of body.
 */
export function storyBodyHtml(html: string): string {
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
}
