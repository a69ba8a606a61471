import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@vaarta/i18n/languages';
import type { NewsCardItem } from '../../api/news-cards';
import { BREAKING_AUTOPLAY_MS } from '../../lib/constants';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { ArrowButton } from '../../ui/arrow-button';
import { NewsCard } from '../../ui/news-card';
import { ServerHtml } from '../../ui/server-html';
import type { CarouselHandover } from './breaking-autoplay';
import { carouselScriptFile, SLIDE_DURATION } from './breaking-autoplay-script';
import { SectionFrame } from './section-frame';
import type { SectionResult } from './section-news';
import { SECTION_LOOKS, sectionImage } from './sections';
import { useSectionNews } from './use-section-news';

/** The carousel's script before hydration: the server's alone, the browser keeps what it ran. */
const SCRIPT_PATH = import.meta.env.SSR ? carouselScriptFile().path : undefined;

/**
 * The row of slides embla moves. It never transitions: app.css gives every change a transition
 * for reduced motion, and while its transform transitions away the track is still its slides'
 * offsetParent, so embla taking over from the script before hydration would measure them wrong.
 */
const TRACK = '-ms-4 flex touch-pan-y touch-pinch-zoom transition-none';

/**
 * The widest a slide's picture is drawn: the whole width of a phone's screen (below 768 px; then
 * a half, a third, a quarter of the content). Every screen but the few at one pixel per CSS pixel
 * needs the largest width of the picture, so that is the one a slide carries.
 */
const SLIDE_MAX_PX = 767;

/**
 * Home section 1 (docs/product/reading.md, "Home sections"): the breaking news carousel. Autoplay
 * every 3 s, an 800 ms slide, looping; 4 cards from 1200 px, 3 from 1024, 2 from 768, else 1;
 * arrows above 768 px, dots at 768 and below. It pauses while hovered or while keyboard focus is
 * inside (docs/product/reading.md, "Home sections", Carousel autoplay), answers Left and Right, and
 * keeps still for readers who prefer reduced motion. The server lays the first cards out with the
 * same widths, so nothing moves when embla starts. After a page load the slides are the server's
 * HTML (kept-sections.ts): embla moves them, React does not render them. Until the page hydrates
 * a script inline after the dots moves them as embla would (breaking-autoplay.ts), and embla
 * starts from the slide it shows (docs/decisions/0096). Its breakpoints are in rem so that
 * Tailwind orders them among its own: 75rem is 1200 px and 48.0625rem is the first width above
 * 768 px.
 */
export function BreakingNews({
  rendered,
  eagerFirst,
  keptInHtml,
}: {
  rendered: { languageId: string; result: SectionResult } | null;
  eagerFirst: boolean;
  /** The browser keeps this rendering's slides as its HTML (kept-sections.ts): a page load. */
  keptInHtml: boolean;
}) {
  const { t, i18n } = useTranslation();
  const news = useSectionNews('breaking', rendered);
  const direction = directionOf(i18n.language);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { ready, handover } = useHandover(news.status === 'kept', (state) => {
    setHovered(state.hovered);
    setFocused(state.focused);
  });
  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop: true,
      align: 'start',
      direction,
      duration: reducedMotion ? 0 : SLIDE_DURATION,
    }),
    [direction, reducedMotion],
  );
  const plugins = useMemo(
    () => [
      ...(reducedMotion
        ? []
        : // Hover and focus are handled below, for the arrows too; a drag stops it until then.
          [
            Autoplay({
              delay: BREAKING_AUTOPLAY_MS,
              stopOnInteraction: true,
              stopOnFocusIn: false,
            }),
          ]),
      ...(handover ? [startingAt(handover)] : []),
    ],
    [reducedMotion, handover],
  );
  const [viewport, api] = useEmblaCarousel(options, plugins);
  // Embla starts (measures, then moves the slides) in the commit that attaches its viewport.
  const attach = useCallback(
    (node: HTMLElement | null) => {
      if (node && node === handover?.track.parentElement) handover.release();
      viewport(node);
    },
    [handover, viewport],
  );
  const playing = !reducedMotion && !hovered && !focused;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    // Embla leaves autoplay unstarted when there is nothing to move to.
    if (!api || !autoplay || api.scrollSnapList().length < 2) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  const step = (forward: boolean) => (forward ? api?.scrollNext() : api?.scrollPrev());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // In a right-to-left page the next story lies to the left.
    step((event.key === 'ArrowRight') === (direction === 'ltr'));
  };
  const onFocus = (event: FocusEvent) => {
    // Keyboard focus pauses; a mouse click on an arrow is already a hover.
    if (event.target instanceof Element && event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const count =
    news.status === 'loaded' ? news.items.length : news.status === 'kept' ? news.count : 0;
  const liveness = playing ? 'off' : 'polite';
  /**
   * The viewport embla moves the track in, and the dots; a new track is a new viewport. The
   * server's slides come with the script that moves them until the page hydrates.
   */
  const carousel = (track: ReactNode, kept: boolean) => (
    <>
      <div
        key={kept ? 'kept' : 'rendered'}
        ref={ready ? attach : undefined}
        className="overflow-hidden"
        data-testid="breaking-viewport"
        // Embla has taken over: the arrows, dots and keys are its own.
        data-ready={api ? true : undefined}
      >
        {track}
      </div>
      {count > 1 ? <Dots api={api} count={count} /> : null}
      {count > 1 && (kept || keptInHtml) ? (
        <script src={SCRIPT_PATH} defer suppressHydrationWarning />
      ) : null}
    </>
  );
  return (
    <SectionFrame
      type="breaking"
      title={t('home.breaking')}
      news={news}
      roleDescription={t('home.carousel.label')}
      actions={
        count > 1 ? (
          <div className="hidden gap-2 min-[48.0625rem]:flex" data-carousel-arrows>
            <ArrowButton
              direction="back"
              label={t('home.carousel.previous')}
              onClick={() => step(false)}
            />
            <ArrowButton
              direction="forward"
              label={t('home.carousel.next')}
              onClick={() => step(true)}
            />
          </div>
        ) : null
      }
      handlers={{
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus,
        onBlur,
        onKeyDown,
      }}
      keptHtml={
        news.status === 'kept'
          ? carousel(
              <ServerHtml
                as="div"
                className={TRACK}
                aria-live={liveness}
                onNeedsRendering={news.render}
              />,
              true,
            )
          : null
      }
    >
      {(items) =>
        carousel(
          <div className={TRACK} aria-live={liveness}>
            {items.map((item, index) => (
              <Slide
                key={item.id}
                item={item}
                index={index}
                total={items.length}
                eager={eagerFirst && index === 0}
              />
            ))}
          </div>,
          false,
        )
      }
    </SectionFrame>
  );
}

/**
 * When embla may start: from the first frame after hydration (started then, it reads a layout the
 * browser has already made instead of forcing one mid-hydration). Over the server's slides
 * (`kept`) the script before hydration hands over first, once it has come to rest: the slide it
 * shows, and whether the reader is pointing at the carousel or has keyboard focus in it
 * (`onHandover`: React saw neither come).
 */
function useHandover(
  kept: boolean,
  onHandover: (handover: CarouselHandover) => void,
): { ready: boolean; handover: CarouselHandover | null } {
  const [handover, setHandover] = useState<CarouselHandover | null>(null);
  const [ready, setReady] = useState(false);
  const handedOver = useEffectEvent(onHandover);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startSoon = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setReady(true));
      });
    };
    const script = kept ? window.vaartaCarousel : undefined;
    // A script that arrives after hydration leaves the carousel to embla.
    if (!script) window.vaartaCarousel = null;
    const cancel = script?.handOver((state) => {
      handedOver(state);
      setHandover(state);
      startSoon();
    });
    if (!script) startSoon();
    return () => {
      cancel?.();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once: only the page's first slides come from the script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ready, handover };
}

/**
 * An embla plugin that puts the carousel at once on the slide the script before hydration
 * handed over, when embla starts over that script's track; started again with new options, or
 * over a new track, it leaves it where it is.
 */
function startingAt({ index, track }: CarouselHandover): EmblaPluginType {
  let started: EmblaCarouselType | undefined;
  return {
    name: 'startingAt',
    options: {},
    init(api) {
      if (api === started || api.containerNode() !== track) return;
      started = api;
      api.scrollTo(index, true);
    },
    destroy() {},
  };
}

function Slide({
  item,
  index,
  total,
  eager,
}: {
  item: NewsCardItem;
  index: number;
  total: number;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const look = SECTION_LOOKS.breaking;
  return (
    <div
      role="group"
      aria-roledescription={t('home.carousel.slide')}
      aria-label={t('home.carousel.slideOf', { number: index + 1, total })}
      className="breaking-slide"
    >
      <NewsCard
        item={item}
        layout={look.card}
        details={look.details}
        dateStyle={look.dateStyle}
        fallbackImage={sectionImage('breaking')}
        pictureMaxPx={SLIDE_MAX_PX}
        eager={eager}
      />
    </div>
  );
}

/** One dot per stop, the current one filled (768 px and below). */
function Dots({ api, count }: { api: EmblaCarouselType | undefined; count: number }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [stops, setStops] = useState(count);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onInit = () => {
      setStops(api.scrollSnapList().length);
      onSelect();
    };
    onInit();
    api.on('select', onSelect).on('reInit', onInit);
    return () => {
      api.off('select', onSelect).off('reInit', onInit);
    };
  }, [api]);
  return (
    <div
      className="mt-3 flex justify-center gap-1 min-[48.0625rem]:hidden"
      data-testid="breaking-dots"
    >
      {Array.from({ length: stops }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => api?.scrollTo(index)}
          aria-label={t('home.carousel.goTo', { number: index + 1 })}
          aria-current={index === selected ? 'true' : undefined}
          // The script before hydration marks the current dot as it moves.
          suppressHydrationWarning
          className="breaking-dot"
        />
      ))}
    </div>
  );
}
