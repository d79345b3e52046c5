import pg from 'pg';

/**
 * What a subscriber to a NOTIFY channel hears. A notice arrives only once the transaction that
 * sent it (pg_notify) has committed. `connected` says notices are being received from now on;
 * `disconnected` that some may be missed until the next `connected` (a subscriber that keeps a
 * cache stops trusting it in between).
 */
export type NoticeListener = { notice(payload: string): void; connected(): void; disconnected(): void };

const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * One dedicated PostgreSQL connection per process that LISTENs for the channels subscribed to
 * (a pooled connection cannot: LISTEN belongs to a session). Opened on the first subscription;
 * when it is lost, subscribers hear `disconnected` and it is opened again, backing off to 5 s.
 */
export class PostgresNotices {
  private readonly channels = new Map<string, Set<NoticeListener>>();
  private client: pg.Client | undefined;
  private live = false;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  listen(channel: string, listener: NoticeListener): () => void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
    let listeners = this.channels.get(channel);
    const first = !listeners;
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    listeners.add(listener);
    if (!this.client && !this.retry) void this.connect();
    else if (this.live && first) {
      // The connection is up but does not listen on this channel yet: heard once LISTEN is done.
      this.client!.query(`listen ${channel}`).then(
        () => listener.connected(),
        () => this.lost(this.client),
      );
    } else if (this.live) listener.connected();
    return () => {
      listeners.delete(listener);
    };
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'oim-notices' });
    this.client = client;
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) listener.notice(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.client !== client || this.closed) return;
    this.live = true;
    this.failures = 0;
    for (const listeners of this.channels.values()) for (const listener of listeners) listener.connected();
  }

  private lost(client: pg.Client | undefined): void {
    if (!client || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (this.live) for (const listeners of this.channels.values()) for (const listener of listeners) listener.disconnected();
    this.live = false;
    if (this.closed) return;
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, wait);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.live = false;
    if (client) await client.end().catch(() => {});
  }
}
