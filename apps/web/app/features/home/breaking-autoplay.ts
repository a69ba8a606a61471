import type { emblaVelocity } from './embla-duration';

/** What the script hands embla when the page has hydrated. */
export interface CarouselHandover {
  /** The slide at the start edge of the view, and the track it is in. */
  index: number;
  track: HTMLElement;
  hovered: boolean;
  /** Keyboard focus is inside. */
  focused: boolean;
  /**
   * Takes the script's styles off the track and slides, for embla to measure them where the
   * layout puts them (a moved track is its slides' offsetParent): only right before embla
   * starts, which puts them back before the next paint.
   */
  release(): void;
}

declare global {
  interface Window {
    /**
     * The breaking news carousel's script before hydration, until embla takes over: `handOver`
     * stops its autoplay, then calls `done` once the carousel has come to rest, in the frame it
     * stops listening. The returned function cancels the call. Null once embla has started
     * without it: the script, arriving late, then leaves the carousel alone.
     */
    vaartaCarousel?: { handOver(done: (state: CarouselHandover) => void): () => void } | null;
  }
}

export interface CarouselOptions {
  delay: number;
  /** Embla's `duration` option of the slide. */
  duration: number;
  stepMs: number;
}

/**
 * The breaking news carousel until the page hydrates (docs/decisions/0096), run once the page
 * is parsed from a script element right after its dots, so it needs nothing of the page's
 * script and must name nothing outside itself.
 * It moves the server's slides as embla does, to the same inline styles: the track by
 * `translate3d`, and the first slides by the content's width once the view passes the last one
 * (embla's loop points, the seamless loop), each step of embla's scroll body (`velocity`)
 * every 1/60 s. Every `delay` it shows the next slide, unless hovered, with keyboard focus
 * inside, hidden or for reduced motion (then it jumps); the arrows, the dots and the Left and
 * Right keys move it too. Its measures are embla's (offsets and widths, from the start edge:
 * the right in a right-to-left page), read on the first move, not while the page loads. The page
 * names its minified text as a file (breaking-autoplay-script.ts), so this module has no other
 * values.
 */
export default function carouselBeforeHydration(
  script: HTMLScriptElement,
  { delay, duration, stepMs }: CarouselOptions,
  velocityAfter: typeof emblaVelocity,
) {
  if (window.vaartaCarousel === null) return;
  const section = script.parentElement!;
  const dots = script.previousElementSibling!;
  const track = dots.previousElementSibling!.firstElementChild as HTMLElement;
  const arrows = section.querySelector('[data-carousel-arrows]');
  const slides = [...track.children] as HTMLElement[];
  const count = slides.length;
  const sign = document.documentElement.dir === 'rtl' ? -1 : 1;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const listening = new AbortController();
  let measured: { snaps: number[]; content: number; loopPoints: number[] } | null = null;
  let index = 0;
  let location = 0;
  let target = 0;
  let velocity = 0;
  let frame = 0;
  let lastTime = 0;
  let elapsed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  let handedOver = false;
  let done: ((state: CarouselHandover) => void) | null = null;

  // Embla's measures, or null when it would not loop (nothing moves then).
  function measure() {
    const view = track.offsetWidth;
    const widths = slides.map((slide) => slide.offsetWidth);
    // Offsets from the track's start edge, where embla measures them (a moved track is its
    // slides' offsetParent).
    const base = slides[0]!.offsetParent === track ? 0 : track.offsetLeft;
    const snaps = slides.map((slide, i) =>
      sign > 0 ? base - slide.offsetLeft : slide.offsetLeft + widths[i]! - base - view,
    );
    const content = widths[count - 1]! - snaps[count - 1]!;
    // Embla loops only when the view stays full whichever slide is moved.
    if (widths.some((width) => content - width < view - 0.1)) return null;
    // The first slides, as many as it takes to fill the view after the last one.
    const loopPoints: number[] = [];
    let left = view - 1;
    while (left > 0 && loopPoints.length < count) {
      const i = loopPoints.length;
      loopPoints.push(snaps[i]! + view - 0.5 - content);
      left -= widths[i]!;
    }
    return { snaps, content, loopPoints };
  }

  const translate = (el: HTMLElement, px: number) => {
    el.style.transform = `translate3d(${Math.round(sign * px * 100) / 100}px,0px,0px)`;
  };
  function render() {
    const { content, loopPoints } = measured!;
    translate(track, location);
    loopPoints.forEach((point, i) => translate(slides[i]!, location > point ? 0 : content));
  }
  const unstyle = () => [track, ...slides].forEach((el) => el.style.removeProperty('transform'));
  function show(to: number) {
    index = to;
    [...dots.children].forEach((dot, i) =>
      i === to ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
  }

  // Past either end, everything moves by the content's width: the same picture.
  function wrap() {
    const { content } = measured!;
    const by = location < 0.1 - content ? content : location > 0.1 ? -content : 0;
    location += by;
    target += by;
  }
  function animate(time: number) {
    elapsed += lastTime ? time - lastTime : stepMs;
    lastTime = time;
    for (; elapsed >= stepMs; elapsed -= stepMs) {
      velocity = velocityAfter(velocity, target - location, duration);
      location += velocity;
      wrap();
    }
    const settled = Math.abs(target - location) < 0.1;
    if (settled) location = target;
    render();
    if (!settled) {
      frame = requestAnimationFrame(animate);
      return;
    }
    frame = lastTime = elapsed = velocity = 0;
    if (handedOver) finish();
  }

  // To slide `to`, forwards (-1, the location falls), backwards (1) or the shorter way (0).
  function scrollTo(to: number, direction: -1 | 0 | 1) {
    measured ??= measure();
    if (!measured) return;
    const { snaps, content } = measured;
    const diff = snaps[to]! - target;
    const ways = [diff, diff + content, diff - content].filter(
      (way) => !direction || Math.sign(way) === direction,
    );
    target += ways.sort((a, b) => Math.abs(a) - Math.abs(b))[0]!;
    show(to);
    if (still) {
      location = target;
      wrap();
      render();
    } else if (!frame) {
      frame = requestAnimationFrame(animate);
    }
  }
  const step = (forward: boolean) =>
    forward ? scrollTo((index + 1) % count, -1) : scrollTo((index + count - 1) % count, 1);

  // Autoplay's timer, set afresh whenever it may play (as embla's autoplay does), from the
  // page's load on: the first slide stays `delay` after it, as when embla started at load.
  function schedule() {
    const paused = still || hovered || focused;
    track.setAttribute('aria-live', paused ? 'polite' : 'off');
    clearTimeout(timer);
    if (!paused && !handedOver && !document.hidden && document.readyState === 'complete') {
      timer = setTimeout(() => {
        step(true);
        schedule();
      }, delay);
    }
  }

  function finish() {
    if (!done) return;
    const handOver = done;
    done = null;
    listening.abort();
    delete window.vaartaCarousel;
    handOver({
      index,
      track,
      hovered,
      focused,
      release: unstyle,
    });
  }

  const on = (type: string, listener: (event: Event) => void, where: EventTarget = section) =>
    where.addEventListener(type, listener, { signal: listening.signal });
  const hover = (over: boolean) => () => {
    hovered = over;
    schedule();
  };
  on('mouseenter', hover(true));
  on('mouseleave', hover(false));
  on('focusin', (event) => {
    // Keyboard focus pauses; a mouse click on an arrow is already a hover.
    if ((event.target as Element).matches(':focus-visible')) {
      focused = true;
      schedule();
    }
  });
  on('focusout', (event) => {
    if (section.contains((event as FocusEvent).relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  on('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
    event.preventDefault();
    // In a right-to-left page the next story lies to the left.
    step((key === 'ArrowRight') === sign > 0);
  });
  on('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button?.parentElement === dots) scrollTo([...dots.children].indexOf(button), 0);
    else if (button?.parentElement === arrows) step(button === arrows!.lastElementChild);
  });
  on('visibilitychange', schedule, document);
  on(
    'resize',
    () => {
      if (!measured) return;
      // The same slide at the new width, at rest.
      cancelAnimationFrame(frame);
      frame = lastTime = elapsed = velocity = 0;
      measured = measure();
      if (measured) {
        location = target = measured.snaps[index]!;
        render();
      } else {
        location = target = 0;
        unstyle();
        show(0);
      }
      if (handedOver) finish();
    },
    window,
  );

  window.vaartaCarousel = {
    handOver(then) {
      handedOver = true;
      done = then;
      schedule();
      if (!frame) finish();
      return () => {
        if (done === then) done = null;
      };
    },
  };
  schedule();
  on('load', schedule, window);
}
