// The command-line verifier run as a person runs it (a child Node process) on
// the golden vectors and on a tampered copy of the golden chain.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { afterAll, describe, expect, it } from 'vitest';
import { goldenChain, tamperedChain, TAMPERED_INDEX, type StoredRound } from './tampering.js';

const cli = fileURLToPath(new URL('../cli.mjs', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'velas-verify-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function runCli(...args: string[]) {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function roundsFile(name: string, rounds: StoredRound[]): string {
  const path = join(folder, `${name}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      salt: golden.chain.salt,
      terminatingHash: golden.chain.terminatingHash,
      rounds,
    }),
  );
  return path;
}

const crashText = (crash: number) => `${crash.toFixed(2).replace('.', ',')}x`;

describe('cli.mjs', () => {
  it.each(golden.vectors)('prints $crash for $name', ({ hash, salt, crash, previousHash }) => {
    const { code, out } = runCli('--hash', hash, '--salt', salt, '--count', '2');
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 2)).toEqual([
      `0\t${hash}\t${crashText(crash)}`,
      expect.stringMatching(new RegExp(`^-1\\t${previousHash}\\t`)),
    ]);
  });

  it('walks the golden chain to its terminating hash and stops there', () => {
    const newest = goldenChain[0]?.hash ?? '';
    const args = ['--hash', newest, '--salt', golden.chain.salt, '--json'];
    const { code, out } = runCli(
      ...args,
      '--count',
      '100',
      '--expect-terminating',
      golden.chain.terminatingHash,
    );
    expect(code).toBe(0);
    const result = JSON.parse(out) as {
      rounds: { offset: number; hash: string; crash: number }[];
      reachedTerminatingHash: boolean;
    };
    expect(result.reachedTerminatingHash).toBe(true);
    expect(result.rounds.map((round) => [round.hash, round.crash])).toEqual(
      goldenChain.map((round) => [round.hash, round.odd]),
    );
    const short = runCli(
      ...args,
      '--count',
      '5',
      '--expect-terminating',
      golden.chain.terminatingHash,
    );
    expect(short.code).toBe(1);
  });

  it('confirms the stored golden chain', () => {
    const { code, out } = runCli('--rounds', roundsFile('golden', goldenChain));
    expect(code).toBe(0);
    expect(out).toContain(`${goldenChain.length} de ${goldenChain.length} rodada(s) conferem.`);
    expect(out).toContain('A cadeia chega ao hash final publicado');
    expect(out).not.toContain('DIVERGENTE');
  });

  it('confirms the JSON export as downloaded (oldest first) and counts only its rounds', () => {
    const path = join(folder, 'export.json');
    const exported = [...goldenChain].reverse().map((round) => ({
      ...round,
      timeUtc: '2026-01-01T00:00:00.000Z',
      salt: golden.chain.salt,
    }));
    writeFileSync(path, JSON.stringify([{ ...exported[0], hash: null }, ...exported]));
    const { code, out } = runCli(
      '--rounds',
      path,
      '--expect-terminating',
      golden.chain.terminatingHash,
    );
    expect(code).toBe(0);
    expect(out).not.toContain('DIVERGENTE');
    expect(out).toContain('1 rodada(s) de feed, sem cadeia publicada, ficaram de fora.');
    expect(out).toContain(
      `A cadeia chega ao hash final publicado: ${goldenChain.length} rodada(s) conferida(s).`,
    );
  });

  it.each(['odd', 'hash', 'link'] as const)(
    'flags a stored round whose %s was tampered with',
    (what) => {
      const { code, out } = runCli('--rounds', roundsFile(what, tamperedChain(what)));
      expect(code).toBe(1);
      const flagged = out
        .split('\n')
        .filter((line) => line.includes('DIVERGENTE'))
        .map((line) => Number(line.split('\t')[0]));
      const tamperedId = goldenChain[TAMPERED_INDEX]?.id;
      const olderId = goldenChain[TAMPERED_INDEX + 1]?.id;
      expect(flagged).toContain(what === 'link' ? olderId : tamperedId);
      expect(flagged.every((id) => id === tamperedId || id === olderId)).toBe(true);
      if (what !== 'odd') expect(out).toContain('A cadeia NÃO chega ao hash final esperado');
    },
  );

  it('answers --help in Portuguese and rejects bad parameters with exit code 2', () => {
    const help = runCli('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Uso:');
    expect(help.out).toContain('hash final publicado');
    const bad = runCli('--hash', 'xyz', '--salt', 's');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--hash deve ter 64 dígitos hexadecimais minúsculos');
    expect(runCli('--bogus').code).toBe(2);
    expect(runCli('--hash', goldenChain[0]?.hash ?? '', '--salt', 's', '--count', '0').code).toBe(
      2,
    );
  });
});
