import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Video player (docs/product/reading.md, "Video"), privacy first: a local play button until the
 * reader asks for the video; only then the privacy-enhanced YouTube embed loads (CSP frame-src
 * allows that host). In data-saver mode (docs/decisions/0165) the player is a link to the video
 * instead.
 */
export function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <div
      className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900 text-white"
      data-testid="video"
    >
      <a
        href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
        rel="noopener noreferrer"
        target="_blank"
        className="data-saver-only absolute inset-0 z-10 flex-col items-center justify-center gap-3 bg-neutral-900 p-4 text-center underline"
        data-testid="video-link"
      >
        <span className="flex h-full flex-col items-center justify-center gap-3">
          <ExternalLink aria-hidden="true" className="size-8" />
          <span className="font-semibold">{t('dataSaver.watchVideo')}</span>
        </span>
      </a>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={t('article.video.frameTitle', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
          data-testid="video-frame"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_center,#3a3a3a,#111)] p-4 text-center"
          data-testid="video-play"
          data-early-tap="video"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg transition-transform group-hover:scale-110">
            <Play aria-hidden="true" className="ms-1 size-8 fill-current" />
          </span>
          <span className="font-semibold">{t('article.video.play')}</span>
          <span className="text-sm text-white/80">{t('article.video.notice')}</span>
        </button>
      )}
    </div>
  );
}
