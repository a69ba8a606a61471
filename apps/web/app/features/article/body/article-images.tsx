import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tappedPictureUrl } from '../../../lib/data-saver';
import { TapToLoad } from '../../../ui/tap-to-load';
import { Picture } from '../../../ui/picture';
import type { ArticleImage } from '../article-view';
import { URDU_LINES } from '../typography';

/** An article picture with its caption in the story's own language and direction. */
function ArticleFigure({
  image,
  lang,
  sizes,
  lead = false,
}: {
  image: ArticleImage;
  lang: string;
  sizes: string;
  /** The first image is the page's largest paint: it loads at once, at high priority. */
  lead?: boolean;
}) {
  // In data-saver mode the service worker answers the picture with a blank until it is tapped
  // (docs/decisions/0165); a tapped picture is asked for again under an address it lets through.
  const [tapped, setTapped] = useState(false);
  return (
    <figure
      className="flex flex-col gap-2"
      data-testid={lead ? 'lead-image' : undefined}
      data-picture={tapped ? 'tapped' : 'held'}
    >
      <div className="relative">
        {tapped ? null : <TapToLoad name={`picture:${image.url}`} onTap={() => setTapped(true)} />}
        <Picture sources={tapped ? [] : image.sources} sizes={sizes}>
          <img
            src={tapped ? tappedPictureUrl(image.url) : image.url}
            srcSet={tapped ? undefined : image.srcSet || undefined}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading={lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : undefined}
            decoding="async"
            className={`h-auto w-full rounded-lg bg-raised object-cover ${lead ? '' : 'aspect-video'}`}
          />
        </Picture>
      </div>
      {image.caption ? (
        <figcaption lang={lang} dir="auto" className={`text-sm text-muted ${URDU_LINES}`}>
          {image.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function LeadImage({ image, lang }: { image: ArticleImage; lang: string }) {
  return <ArticleFigure image={image} lang={lang} sizes="(min-width: 1024px) 40rem, 100vw" lead />;
}

/**
 * More Images (docs/product/reading.md, "Article page"): the article's other pictures, loaded as
 * they come into view.
 */
export function MoreImages({ images, lang }: { images: ArticleImage[]; lang: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <section
      aria-labelledby="more-images"
      className="flex flex-col gap-3"
      data-testid="more-images"
    >
      <h2 id="more-images" className="text-xl font-bold">
        {t('article.moreImages')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {images.map((image) => (
          <li key={image.url}>
            <ArticleFigure
              image={image}
              lang={lang}
              sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
