import { readFileSync } from 'node:fs';
import { darkPalette, lightPalette } from '@velas/domain/design-tokens';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { goldenChain, tamperedChain, TAMPERED_INDEX } from '@velas/verify/testing/tampering';
import { describe, expect, it } from 'vitest';
import { verifierPage } from './build-page.js';
import { loadVerifierCore, pageScriptOf } from './page-core.js';

const core = loadVerifierCore();
const html = verifierPage();
const styleOf = (page: string) => /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
const base = { salt: golden.chain.salt, count: 100, terminating: golden.chain.terminatingHash };

describe('verificador.html (its core, on Node’s WebCrypto)', () => {
  it.each(golden.vectors)('gives $crash for $name', async ({ hash, salt, crash, previousHash }) => {
    const { rounds } = await core.walk({ hash, salt, count: 2 });
    expect(rounds.map((r) => [r.hash, r.offset])).toEqual([
      [hash, 0],
      [previousHash, -1],
    ]);
    expect(rounds[0]?.crash).toBe(crash);
  });

  it('walks the golden chain to its terminating hash', async () => {
    const result = await core.walk({ ...base, hash: goldenChain[0]?.hash ?? '' });
    expect(result.reachedTerminating).toBe(true);
    expect(result.rounds.map((r) => r.crash)).toEqual(goldenChain.map((round) => round.odd));
  });

  it('confirms the stored golden chain pasted as JSON', async () => {
    const pasted = core.parseList(JSON.stringify(golden.chain));
    expect(pasted.salt).toBe(golden.chain.salt);
    const result = await core.checkList({ ...base, rounds: pasted.rounds });
    expect(result.reachedTerminating).toBe(true);
    expect(result.rounds.every((r) => r.crashMatches && r.linkMatches !== false)).toBe(true);
  });

  it.each(['odd', 'hash', 'link'] as const)(
    'flags a stored round whose %s was tampered with',
    async (what) => {
      const result = await core.checkList({ ...base, rounds: tamperedChain(what) });
      const flagged = result.rounds
        .filter((r) => !r.crashMatches || r.linkMatches === false)
        .map((r) => r.id);
      const tamperedId = goldenChain[TAMPERED_INDEX]?.id;
      const olderId = goldenChain[TAMPERED_INDEX + 1]?.id;
      expect(flagged).toContain(what === 'link' ? olderId : tamperedId);
      expect(flagged.every((id) => id === tamperedId || id === olderId)).toBe(true);
      expect(result.reachedTerminating).toBe(what === 'odd');
    },
  );

  it('orders a list pasted oldest first (the export’s order) by id and verifies it clean', async () => {
    const exported = [...golden.chain.roundsNewestFirst].reverse().map((round) => ({
      id: round.id,
      timeUtc: '2026-01-01T00:00:00.000Z',
      odd: round.crash,
      hash: round.hash,
      salt: golden.chain.salt,
    }));
    const pasted = core.parseList(JSON.stringify([{ ...exported[0], hash: null }, ...exported]));
    expect(pasted).toMatchObject({ salt: golden.chain.salt, withoutHash: 1, orderedById: true });
    expect(pasted.rounds.map((r) => r.id)).toEqual(goldenChain.map((round) => round.id));
    const progress: number[] = [];
    const result = await core.checkList({
      ...base,
      rounds: pasted.rounds,
      onProgress: (done) => progress.push(done),
    });
    expect(result.reachedTerminating).toBe(true);
    expect(result.beyondList).toBe(0);
    expect(result.rounds.every((r) => r.crashMatches && r.linkMatches !== false)).toBe(true);
    expect(progress.at(-1)).toBe(goldenChain.length);
  });

  it.each(['odd', 'hash', 'link'] as const)(
    'gives the whole list’s verdicts when checked in parts joined at their links (%s tampered)',
    async (what) => {
      const rounds = tamperedChain(what);
      const whole = await core.checkList({ ...base, rounds });
      // As the page's workers do: each part checks its first round's link to the part before.
      for (const cut of [1, TAMPERED_INDEX, TAMPERED_INDEX + 1]) {
        const [newer, older] = [rounds.slice(0, cut), rounds.slice(cut)];
        const first = await core.checkList({ ...base, terminating: undefined, rounds: newer });
        const second = await core.checkList({
          ...base,
          rounds: older,
          next: newer.at(-1)?.hash ?? '',
        });
        expect([...first.rounds, ...second.rounds]).toEqual(whole.rounds);
      }
    },
  );

  it('walks on past the list to the terminating hash and counts the rounds beyond it', async () => {
    const newest = goldenChain.slice(0, 4);
    const result = await core.checkList({ ...base, rounds: newest });
    expect(result.reachedTerminating).toBe(true);
    expect(result.beyondList).toBe(goldenChain.length - newest.length);
    const short = await core.checkList({ ...base, rounds: newest, count: 2 });
    expect(short.reachedTerminating).toBe(false);
  });

  it('refuses a list that mixes two chains', () => {
    const rows = goldenChain.slice(0, 2).map((round, i) => ({ ...round, salt: `s${String(i)}` }));
    expect(() => core.parseList(JSON.stringify(rows))).toThrow('mais de um salt');
  });

  it('rejects a pasted list without hashes or odds, in Portuguese', () => {
    expect(() => core.parseList('[{ "hash": "abc", "odd": 2 }]')).toThrow(
      'A rodada 1 precisa de hash',
    );
    expect(() => core.parseList('[]')).toThrow('pelo menos uma rodada');
  });

  it('is one self-contained file: no external script, style, font or request', () => {
    expect(html).not.toMatch(/\s(src|href)=/i);
    expect(html).not.toMatch(/https?:\/\//i);
    expect(html).not.toMatch(
      /\b(fetch|XMLHttpRequest|WebSocket|EventSource|import\(|importScripts\()/,
    );
    expect(html).not.toMatch(/max="10000"/);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("default-src 'none'");
  });

  it('draws its buttons with the app’s corner radius (8 px, tokens radius.sm), not as pills', () => {
    const buttonRules = [...html.matchAll(/(?:^|\n)\s*(button|label\.botao)\s*\{([^}]*)\}/g)];
    expect(buttonRules.map(([, selector]) => selector)).toEqual(['label.botao', 'button']);
    for (const [, , body] of buttonRules) expect(body).toMatch(/border-radius:\s*8px;/);
    expect(html).not.toMatch(/border-radius:\s*999px/);
  });

  it('runs each script in a scope of its own, with no module syntax left', () => {
    for (const id of ['nucleo-verificador', 'tela-verificador']) {
      const script = pageScriptOf(html, id);
      expect(script.trim()).toMatch(/^\(function \(\) \{\n'use strict';[\s\S]*\}\)\(\);$/);
      expect(script).not.toMatch(/^\s*(import|export)\b/m);
    }
  });

  it('takes its colours from the design tokens, light and dark; the template names only the flame’s white', () => {
    const template = readFileSync(new URL('verificador.html', import.meta.url), 'utf8');
    expect(styleOf(template).match(/#[0-9a-f]{3,8}\b|rgba?\(/gi)).toEqual(['#fff']);
    const [light, dark] = styleOf(html).split('@media (prefers-color-scheme: dark)');
    for (const [block, palette] of [
      [light, lightPalette],
      [dark, darkPalette],
    ] as const) {
      expect(block).toContain(`--bg: ${palette.bg};`);
      expect(block).toContain(`--ok: ${palette.gain};`);
      expect(block).toContain(`--bad: ${palette.loss};`);
      expect(block).toContain(`--on-primary: ${palette.onPrimary};`);
    }
  });
});
