// The player's balance stream (GET api/balance/stream, docs/architecture.md#live-balance)
// read with fetch, which can send the bearer token that EventSource cannot;
// eventsource-parser reads the events. Reconnects after a drop, after the
// server's `retry`; stops for good on a 401 (the session ended).
import { balanceEventSchema, type BalanceEvent } from '@velas/domain/schemas/statement';
import { createParser } from 'eventsource-parser';

export interface BalanceStreamOptions {
  url: string;
  token: string;
  onBalance: (update: BalanceEvent) => void;
  onUnauthorized: () => void;
  /** Injected by tests; the page's fetch otherwise. */
  fetchFn?: typeof fetch;
  /** Injected by tests; the page's timers otherwise. */
  wait?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY_MS = 3_000;

function parseUpdate(data: string): BalanceEvent | null {
  try {
    return balanceEventSchema.safeParse(JSON.parse(data)).data ?? null;
  } catch {
    return null;
  }
}

/** Opens the stream; the returned function closes it and stops reconnecting. */
export function openBalanceStream(options: BalanceStreamOptions): () => void {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const wait =
    options.wait ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms);
      }));
  const controller = new AbortController();
  let retryMs = DEFAULT_RETRY_MS;

  async function readOnce(): Promise<'again' | 'stop'> {
    const response = await fetchFn(options.url, {
      headers: { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.status === 401) {
      options.onUnauthorized();
      return 'stop';
    }
    if (!response.ok || response.body === null) return 'again';
    const parser = createParser({
      onEvent(event) {
        if (event.event !== 'balance') return;
        const update = parseUpdate(event.data);
        if (update !== null) options.onBalance(update);
      },
      onRetry(ms) {
        retryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      parser.feed(value);
    }
  }

  // A function, so each check reads the signal now (it changes while awaiting).
  const closed = () => controller.signal.aborted;
  void (async () => {
    while (!closed()) {
      const next = await readOnce().catch(() => 'again' as const);
      if (next === 'stop' || closed()) return;
      await wait(retryMs);
    }
  })();
  return () => {
    controller.abort();
  };
}
