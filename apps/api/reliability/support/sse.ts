// A Server-Sent Events reader over fetch: collects `event: round` data and
// lets a test wait for the rounds it expects.
export interface RoundStream {
  /** Resolves once the server has sent its first bytes (the subscription exists). */
  ready: Promise<void>;
  rounds: { id: number }[];
  waitFor(ids: readonly number[], timeoutMs?: number): Promise<void>;
  close(): void;
}

export function openRoundStream(url: string): RoundStream {
  const controller = new AbortController();
  const rounds: { id: number }[] = [];
  const waiters = new Set<() => void>();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  void (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal });
      if (response.body === null) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        markReady();
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: round$/m.test(event) && data !== undefined)
            rounds.push(JSON.parse(data) as { id: number });
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    ready,
    rounds,
    waitFor: (ids, timeoutMs = 15_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          const seen = new Set(rounds.map((round) => round.id));
          if (ids.every((id) => seen.has(id))) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`rodadas ${ids.join(', ')} não chegaram pelo SSE em ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => {
      controller.abort();
    },
  };
}
