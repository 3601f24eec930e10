// One client process of the stream benchmark (stream-bench.ts forks several):
// opens its share of /rounds/stream connections as raw HTTP/1.1 sockets (the
// lightest client, so the server is what is measured), and notes when each
// `round` event arrives on each socket. Plain erasable TypeScript, run by Node.
import { connect, type Socket } from 'node:net';

interface Start {
  port: number;
  connections: number;
  path: string;
}

const now = () => performance.timeOrigin + performance.now();
/** Round id -> arrival times (ms since the epoch, sub-millisecond), one per socket. */
const arrivals = new Map<number, number[]>();
const sockets: Socket[] = [];
let ready = 0;
/** Connection attempts refused or reset before the stream opened, retried as EventSource would. */
let retries = 0;
const MAX_RETRIES_PER_STREAM = 5;

function open(start: Start, attempt = 0): void {
  const socket = connect({ host: '127.0.0.1', port: start.port });
  sockets.push(socket);
  let buffer = '';
  let counted = false;
  socket.setEncoding('utf8');
  socket.on('connect', () => {
    socket.write(
      `GET ${start.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`,
    );
  });
  socket.on('data', (chunk: string) => {
    const at = now();
    if (!counted && buffer === '' && !chunk.startsWith('HTTP/1.1 200')) {
      process.send?.({
        type: 'error',
        message: `answered ${chunk.split('\r\n\r\n').join(' | ').slice(0, 300)}`,
      });
      socket.destroy();
      return;
    }
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      // The `retry:` line is written once the server has subscribed this stream.
      if (!counted && event.includes('retry: ')) {
        counted = true;
        ready += 1;
        if (ready === start.connections) process.send?.({ type: 'ready' });
      }
      const id = /^id: (\d+)$/m.exec(event)?.[1];
      if (id === undefined) continue;
      const list = arrivals.get(Number(id)) ?? [];
      list.push(at);
      arrivals.set(Number(id), list);
    }
  });
  socket.on('error', (error) => {
    if (!counted && attempt < MAX_RETRIES_PER_STREAM) {
      retries += 1;
      setTimeout(() => {
        open(start, attempt + 1);
      }, 100);
      return;
    }
    process.send?.({
      type: 'error',
      message: `${error.message} (${counted ? 'open stream' : 'connecting'})`,
    });
  });
}

process.on('message', (message: { type: string } & Partial<Start>) => {
  if (message.type === 'start') {
    const start = message as Start;
    // Opened in small batches: a burst of thousands of SYNs overflows the listen backlog.
    let opened = 0;
    const batch = () => {
      for (let i = 0; i < 200 && opened < start.connections; i += 1, opened += 1) open(start);
      if (opened < start.connections) setTimeout(batch, 20);
    };
    batch();
    // How far the opening got, for the benchmark's log while it waits.
    setInterval(() => process.send?.({ type: 'progress', ready, retries }), 5000).unref();
  } else if (message.type === 'report') {
    process.send?.({ type: 'report', arrivals: [...arrivals], retries });
  } else if (message.type === 'stop') {
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});
