import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import type { Media } from '@vaarta/core/entities/news';
import { fetchFileAsReader } from '../../api/browser';
import type { NewsArticle } from '../../api/news';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string };

/**
 * A picture of the newsroom's own media, fetched with the session: a draft's photo or the cover
 * of an edition not yet out is served only to staff (docs/decisions/0102), and an `<img>`
 * carries no bearer token.
 */
export function StaffImage({ src, alt, ...rest }: Props) {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    const stop = new AbortController();
    let made: string | undefined;
    fetchFileAsReader(src, stop.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      },
      () => setObjectUrl(undefined),
    );
    return () => {
      stop.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  return <img {...rest} alt={alt} src={objectUrl} />;
}

/**
 * The article with each photo fetched with the session and offered as one object URL, for the
 * preview of a story readers cannot see yet (docs/decisions/0102); null while they load.
 */
export function useStaffPhotos(article: NewsArticle | undefined): NewsArticle | null {
  const [shown, setShown] = useState<NewsArticle | null>(null);
  useEffect(() => {
    if (!article) return;
    const stop = new AbortController();
    const made: string[] = [];
    const load = async (photo: Media): Promise<Media> => {
      if (photo.mediaType !== 'image') return photo;
      const blob = await fetchFileAsReader(photo.mediaUrl, stop.signal).catch(() => null);
      if (!blob) return photo;
      const url = URL.createObjectURL(blob);
      made.push(url);
      const width = photo.width ?? photo.variants.at(-1)?.width ?? 960;
      return { ...photo, mediaUrl: url, variants: [{ width, url }], sources: [] };
    };
    void Promise.all(article.media.map(load)).then((media) => {
      if (!stop.signal.aborted) setShown({ ...article, media });
    });
    return () => {
      stop.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [article]);
  return shown;
}
