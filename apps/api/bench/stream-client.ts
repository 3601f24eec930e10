// One client process of the stream benchmark (stream-bench.ts forks several):
// opens its share of /rounds/stream connections as raw HTTP/1.1 sockets and
// notes when each `round` event arrives on each socket. Plain erasable
// TypeScript, run by Node.
//
// As light as a client can be, so that the server is what is measured: every
// socket reads into one shared buffer through `onread` (no stream machinery,
// no buffer allocated per read), and a read is timestamped before it is parsed.
import { connect, type Socket } from 'node:net';
import { monotonicMs } from './monotonic-clock.ts';

interface Start {
  port: number;
  connections: number;
  path: string;
}

/** Round id -> arrival times (monotonicMs), one per socket. */
const arrivals = new Map<number, number[]>();
const sockets: Socket[] = [];
let ready = 0;
/** Connection attempts refused or reset before the stream opened, retried as EventSource would. */
let retries = 0;
const MAX_RETRIES_PER_STREAM = 5;
const OPENING_AT_ONCE = 64;
let opened = 0;

/** Opens the next stream of this process's share, if any is left. */
function openNext(start: Start): void {
  if (opened >= start.connections) return;
  opened += 1;
  open(start);
}
/** Every socket of this process reads into this; each read is parsed before the next. */
const readBuffer = Buffer.allocUnsafe(64 * 1024);

function arrived(id: number, at: number): void {
  const list = arrivals.get(id);
  if (list === undefined) arrivals.set(id, [at]);
  else list.push(at);
}

function open(start: Start, attempt = 0): void {
  /** What has arrived on this socket after its last complete event. */
  let rest = '';
  let counted = false;
  let failed = false;
  const socket = connect({
    host: '127.0.0.1',
    port: start.port,
    onread: {
      buffer: readBuffer,
      callback: (length: number) => {
        const at = monotonicMs();
        if (failed) return false;
        // Events are ASCII: latin1 is the cheapest decoding that keeps them intact.
        const text = rest + readBuffer.toString('latin1', 0, length);
        if (!counted && rest === '' && !text.startsWith('HTTP/1.1 200')) {
          failed = true;
          process.send?.({
            type: 'error',
            message: `answered ${text.split('\r\n\r\n').join(' | ').slice(0, 300)}`,
          });
          socket.destroy();
          return false;
        }
        let from = 0;
        let end = text.indexOf('\n\n');
        while (end !== -1) {
          // The `retry:` line is written once the server has subscribed this stream.
          if (!counted) {
            if (text.lastIndexOf('retry: ', end) >= from) {
              counted = true;
              ready += 1;
              if (ready === start.connections) process.send?.({ type: 'ready' });
              openNext(start);
            }
          } else {
            const idAt = text.indexOf('id: ', from);
            if (idAt !== -1 && idAt < end) {
              arrived(Number(text.slice(idAt + 4, text.indexOf('\n', idAt))), at);
            }
          }
          from = end + 2;
          end = text.indexOf('\n\n', from);
        }
        rest = text.slice(from);
        return true;
      },
    },
  });
  sockets.push(socket);
  socket.on('connect', () => {
    // Offers compression as browsers do: a compressed event stream would not
    // parse here, and the benchmark would fail rather than measure it.
    socket.write(
      `GET ${start.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nAccept-Encoding: br, gzip\r\n\r\n`,
    );
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
    // At most OPENING_AT_ONCE streams between connect and their `retry:` line:
    // a burst of thousands of SYNs overflows the listen backlog, and the
    // kernel's retransmission backoff then stretches the opening by minutes.
    for (let i = 0; i < Math.min(OPENING_AT_ONCE, start.connections); i += 1) openNext(start);
    // How far the opening got, for the benchmark's log while it waits.
    setInterval(() => process.send?.({ type: 'progress', ready, retries }), 5000).unref();
  } else if (message.type === 'report') {
    process.send?.({ type: 'report', arrivals: [...arrivals], retries });
  } else if (message.type === 'stop') {
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});
