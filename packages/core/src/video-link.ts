/**
 * docs/product/reading.md, "Video": the video an article embeds is the first YouTube link found in
 * its fields, in the forms watch?v=, shorts/ and youtu.be/.
 */

const ID = '([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])';
const HOST = '(?:https?:)?//(?:(?:www|m)\\.)?';
const YOUTUBE_LINK = new RegExp(
  [
    // watch?v=ID, also after other parameters (`watch?feature=share&v=ID`, `&amp;` in HTML)
    `${HOST}youtube(?:-nocookie)?\\.com/watch\\?(?:[^\\s"'<>]*?[&;])?v=${ID}`,
    `${HOST}youtube(?:-nocookie)?\\.com/shorts/${ID}`,
    `${HOST}youtu\\.be/${ID}`,
  ].join('|'),
  'i',
);

/** The id of the first YouTube video linked in `text`, or null. */
export function youTubeIdIn(text: string | null | undefined): string | null {
  const match = text ? YOUTUBE_LINK.exec(text) : null;
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

export interface VideoSources {
  /** Our server's explicit video field; looked at before the documented fields. */
  videoUrl?: string | null;
  sourceUrl?: string | null;
  media?: readonly { mediaUrl: string }[];
  longNewsContent?: string | null;
  shortNewsContent?: string | null;
  excerpt?: string | null;
  source?: string | null;
}

/**
 * The article's video: its `videoUrl`, then the documented order — the source URL, the media URLs,
 * the long content, the short content, the excerpt and the source text.
 */
export function findVideoId(article: VideoSources): string | null {
  const places = [
    article.videoUrl,
    article.sourceUrl,
    ...(article.media ?? []).map((m) => m.mediaUrl),
    article.longNewsContent,
    article.shortNewsContent,
    article.excerpt,
    article.source,
  ];
  for (const text of places) {
    const id = youTubeIdIn(text);
    if (id) return id;
  }
  return null;
}
