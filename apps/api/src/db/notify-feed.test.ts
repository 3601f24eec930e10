// A channel's feed (notify-feed.ts): what a NOTIFY on the engine under test
// reaches, what a bad payload reaches, and when the feed listens and stops.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '#/test/use-test-app.js';
import type { Database } from './database.js';
import { NotifyFeed } from './notify-feed.js';

const t = useTestApp();

const CHANNEL = 'notify_feed_probe';
const probeSchema = z.object({ n: z.number().int() });
type Probe = z.infer<typeof probeSchema>;

async function notify(payload: string): Promise<void> {
  await t.db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
}

/** Resolves with the first message a fresh listener of `feed` hears. */
function nextMessage(feed: NotifyFeed<Probe>): Promise<Probe> {
  return new Promise((resolve) => {
    const unsubscribe = feed.subscribe((message) => {
      unsubscribe();
      resolve(message);
    });
  });
}

describe('a NOTIFY feed', () => {
  it('hands every subscriber each parsed message, none after it unsubscribes', async () => {
    const feed = new NotifyFeed(t.db, CHANNEL, probeSchema);
    await feed.ready();
    const heard: Probe[] = [];
    const unsubscribe = feed.subscribe((message) => heard.push(message));
    expect(feed.subscribers).toBe(1);

    const first = nextMessage(feed);
    await notify(JSON.stringify({ n: 1 }));
    expect(await first).toEqual({ n: 1 });
    unsubscribe();
    expect(feed.subscribers).toBe(0);
    const second = nextMessage(feed);
    await notify(JSON.stringify({ n: 2 }));
    expect(await second).toEqual({ n: 2 });

    expect(heard).toEqual([{ n: 1 }]);
    await feed.stop();
  });

  it('hands a payload that is not JSON or not a message to onBadPayload alone', async () => {
    const bad: string[] = [];
    const feed = new NotifyFeed(t.db, CHANNEL, probeSchema, (payload) => bad.push(payload));
    await feed.ready();
    const heard: Probe[] = [];
    feed.subscribe((message) => heard.push(message));

    const good = nextMessage(feed);
    await notify('{not json');
    await notify(JSON.stringify({ n: 'three' }));
    await notify(JSON.stringify({ n: 4 }));
    expect(await good).toEqual({ n: 4 });

    expect(bad).toEqual(['{not json', '{"n":"three"}']);
    expect(heard).toEqual([{ n: 4 }]);
    await feed.stop();
  });

  it('stops listening: a later NOTIFY reaches another feed, not it', async () => {
    const stopped = new NotifyFeed(t.db, CHANNEL, probeSchema);
    await stopped.ready();
    const heard: Probe[] = [];
    stopped.subscribe((message) => heard.push(message));
    await stopped.stop();
    expect(stopped.subscribers).toBe(0);
    await expect(stopped.ready()).rejects.toThrow('notify_feed_probe feed stopped');

    const other = new NotifyFeed(t.db, CHANNEL, probeSchema);
    await other.ready();
    const reached = nextMessage(other);
    await notify(JSON.stringify({ n: 5 }));
    expect(await reached).toEqual({ n: 5 });
    expect(heard).toEqual([]);
    await other.stop();
  });

  it('listens once however often it is awaited, and retries a failed start', async () => {
    const unlisten = vi.fn(() => Promise.resolve());
    const listen = vi
      .fn<Database['listen']>()
      .mockRejectedValueOnce(new Error('no connection'))
      .mockResolvedValue(unlisten);
    const feed = new NotifyFeed({ listen }, CHANNEL, probeSchema);

    await expect(feed.ready()).rejects.toThrow('no connection');
    await Promise.all([feed.ready(), feed.ready()]);
    await feed.ready();
    expect(listen).toHaveBeenCalledTimes(2);

    await feed.stop();
    expect(unlisten).toHaveBeenCalledTimes(1);
  });

  it('stops a start still under way once it listens', async () => {
    const unlisten = vi.fn(() => Promise.resolve());
    let listened: (stop: () => Promise<void>) => void = () => undefined;
    const listen = vi.fn<Database['listen']>(
      () =>
        new Promise((resolve) => {
          listened = resolve;
        }),
    );
    const feed = new NotifyFeed({ listen }, CHANNEL, probeSchema);

    const starting = feed.ready();
    const stopping = feed.stop();
    listened(unlisten);
    await starting;
    await stopping;
    expect(unlisten).toHaveBeenCalledTimes(1);
  });
});
