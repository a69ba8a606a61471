import type { TFunction } from 'i18next';
import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardDetail, CardImage as CardPicture, NewsCardItem } from '../api/news-cards';
import { formatDate, formatTimeAgo } from '../lib/format';
import { useNow } from '../lib/use-now';
import { Picture } from './picture';

/**
 * How a card is laid out: `tile` stacks the image above the text; `row` puts a thumbnail beside
 * the headline; `responsive` is a row on phones (more stories on a screen, the headline first)
 * and a tile from 640 px.
 */
export type CardLayout = 'tile' | 'row' | 'responsive';

const SIZES: Record<CardLayout, string> = {
  tile: '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw',
  row: '(min-width: 640px) 160px, 112px',
  responsive: '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 112px',
};

interface NewsCardProps {
  item: NewsCardItem;
  layout?: CardLayout;
  /** A fixed width in px (the category panel's 320 px cards); implies a tile. */
  width?: number;
  details?: readonly CardDetail[];
  /** A calendar date, or how long ago (docs/product/reading.md, "Time-ago"). */
  dateStyle?: 'date' | 'ago';
  /** The page's largest image (LCP): loaded at once and first. */
  eager?: boolean;
  /** The title's heading level under the surrounding heading (h2 under a page's h1). */
  headingLevel?: 2 | 3;
  /**
   * Shown when the story has no image or its image fails (docs/product/reading.md, "Home
   * sections"), else a 'no image' box.
   */
  fallbackImage?: string;
  /** The image's `sizes`, when the layout's default does not describe where the card sits. */
  sizes?: string;
}

/**
 * A news card (docs/product/reading.md, "Home sections"): image, title, and the details asked for;
 * it leads to the article.
 */
export function NewsCard({
  item,
  layout: requested,
  width,
  details = ['author'],
  dateStyle = 'ago',
  eager = false,
  headingLevel = 3,
  fallbackImage,
  sizes,
}: NewsCardProps) {
  const layout = width ? 'tile' : (requested ?? 'responsive');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // One translation hook per card: a home page hydrates dozens of them.
  const { t, i18n } = useTranslation();
  const show = (detail: CardDetail) => details.includes(detail);
  const author = show('author') ? item.authorName : undefined;
  const district = show('district') ? item.districtName : undefined;

  return (
    // The card's parts have no classes of their own: app.css styles them by their place in it.
    <article className={cardClasses(layout, Boolean(width))} style={width ? { width } : undefined}>
      <Link
        to={item.path}
        // Routes are all known at load (react-router.config.ts): no data-discover on every card.
        discover="none"
      >
        <div>
          <CardImage
            image={item.image}
            fallback={fallbackImage}
            sizes={width ? `${width}px` : (sizes ?? SIZES[layout])}
            eager={eager}
            compact={layout !== 'tile'}
            noImage={t('common.noImage')}
          />
        </div>
        <div>
          {show('category') && item.categoryName ? <span>{item.categoryName}</span> : null}
          {/* dir="auto": a headline keeps its own direction whatever the interface's (an English
              story under the Urdu interface, an Urdu one under English). */}
          <Heading dir="auto">{item.title}</Heading>
          {show('summary') && item.summary ? <p dir="auto">{item.summary}</p> : null}
          <p>
            {/* One text node for "by ": React would part two with a comment in the HTML. A dot
                follows the byline (app.css, the card's meta line: a '·' would read as a zero
                among Urdu digits). */}
            {author ? (
              <span>
                {`${t('common.by')} `}
                <bdi>{author}</bdi>
              </span>
            ) : null}
            {dateStyle === 'date' ? (
              <time dateTime={item.publishedAt} suppressHydrationWarning>
                {formatDate(item.publishedAt, i18n.language)}
              </time>
            ) : (
              <TimeAgo iso={item.publishedAt} t={t} language={i18n.language} />
            )}
            {district ? (
              <span>
                <bdi>{district}</bdi>
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}

/** The article's classes: the card, its layout (the responsive one is a card's own), a fixed width. */
function cardClasses(layout: CardLayout, fixed: boolean): string {
  const classes = ['card'];
  if (layout !== 'responsive') classes.push(`card-${layout}`);
  if (fixed) classes.push('card-fixed');
  return classes.join(' ');
}

/** Only cards that say how long ago keep a clock running. */
function TimeAgo({ iso, t, language }: { iso: string; t: TFunction; language: string }) {
  const now = useNow();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatTimeAgo(iso, language, t, now)}
    </time>
  );
}

/**
 * The card's picture: a responsive `srcset` at its real size; when it fails (or there is none),
 * the section's default picture or a 'no image' box. An image that failed before the page
 * hydrated fired its error unseen, so the first mount checks for that too.
 */
function CardImage({
  image,
  fallback,
  sizes,
  eager,
  compact,
  noImage,
}: {
  image: CardPicture | null;
  fallback: string | undefined;
  sizes: string;
  eager: boolean;
  compact: boolean;
  noImage: string;
}) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (image && !failed) {
    return (
      <Picture sources={image.sources} sizes={sizes}>
        <img
          ref={checkLoaded}
          src={image.src}
          srcSet={image.srcSet || undefined}
          sizes={sizes}
          alt={image.alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          // The page's largest picture paints with the first frame; the others need not wait.
          decoding={eager ? undefined : 'async'}
          onError={() => setFailed(true)}
        />
      </Picture>
    );
  }
  if (fallback) {
    return <img src={fallback} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 text-muted">
      <ImageOff aria-hidden="true" className="size-6" />
      <span className={`text-sm ${compact ? 'sr-only sm:not-sr-only' : ''}`}>{noImage}</span>
    </div>
  );
}
