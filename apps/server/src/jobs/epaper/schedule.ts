import { addDays, indiaDate, indiaMidnight } from '@vaarta/core/india-time';

/** The next moment after `now` when India's clock shows `at` (HH:MM). */
export function nextRunAt(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const offset = (hours * 60 + minutes) * 60_000;
  const today = indiaDate(now);
  const todays = new Date(indiaMidnight(today).getTime() + offset);
  return todays > now ? todays : new Date(indiaMidnight(addDays(today, 1)).getTime() + offset);
}

export interface EditionSchedule {
  /** Stops the schedule and waits for a build under way to stop between two editions. */
  stop(): Promise<void>;
}

/**
 * Runs the e-paper builder once at start (to print any missing day) and then every day at
 * `at`, India time. Runs never overlap; a failed run is reported and the next one comes as
 * planned.
 */
export function scheduleEditions(options: {
  at: string;
  build: (signal: AbortSignal) => Promise<unknown>;
  onError: (error: unknown) => void;
  now?: () => Date;
}): EditionSchedule {
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= options
      .build(stopping.signal)
      .then(
        () => {},
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const arm = () => {
    const delay = nextRunAt(now(), options.at).getTime() - now().getTime();
    timer = setTimeout(() => {
      void run().then(() => {
        if (!stopping.signal.aborted) arm();
      });
    }, delay);
  };

  void run();
  arm();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
