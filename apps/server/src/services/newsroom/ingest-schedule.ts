export interface IngestSchedule {
  /** Stops the schedule and waits for a run under way to stop between two feeds. */
  stop(): Promise<void>;
}

/**
 * Runs the feed import at start and then every `everyMs`, counted from the end of the last run,
 * so runs never overlap. A failed run is reported and the next one comes as planned.
 */
export function scheduleIngest(options: {
  everyMs: number;
  run: (signal: AbortSignal) => Promise<unknown>;
  onError: (error: unknown) => void;
}): IngestSchedule {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const tick = () => {
    running = options
      .run(stopping.signal)
      .then(
        () => {},
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
        if (!stopping.signal.aborted) timer = setTimeout(tick, options.everyMs);
      });
  };
  tick();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
