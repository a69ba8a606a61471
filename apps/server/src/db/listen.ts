import pg from 'pg';

export interface Listening {
  close(): Promise<void>;
}

/** How long to wait before connecting again after the listening connection was lost. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTENs on `channel` on a connection of its own (a pooled one would be handed to others), and
 * connects again whenever that connection is lost: after a database restart, say. Notifications
 * sent while it was away are gone, so `onReconnect` is called once it listens again.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
  onError: (error: Error) => void,
): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'vaarta-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (error) onError(error);
      if (client !== next || closed) return;
      client = null;
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => {}), RECONNECT_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error as Error);
      if (!again) throw error;
      return;
    }
    if (again) onReconnect();
  };

  await connect(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
