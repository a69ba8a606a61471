import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { fetchFileAsReader } from '../../api/browser';

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
