import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  constantsPagePath,
  constantsRows,
  constantsSection,
  domainSources,
  renderConstants,
  REWRITE_COMMAND,
} from './constants-table.ts';

const page = readFileSync(constantsPagePath, 'utf8');

/** The page's check, as the last test runs it: a failure names the command that rewrites the table. */
function expectPageCurrent(pageText: string, table: string): void {
  expect(
    constantsSection(pageText),
    `docs/product/constants.md differs from @velas/domain: run \`${REWRITE_COMMAND}\``,
  ).toBe(table);
}

describe('the constants table', () => {
  it('writes amounts as the app shows them, with a plain space after R$', () => {
    const rows = new Map(constantsRows(domainSources));
    expect(rows.get('minimum withdrawal')).toBe('R$ 30,00');
    expect(rows.get('currency')).toBe('BRL, integer cents, `R$ 1.234,56`');
  });

  it('writes each duration in the unit it fills evenly', () => {
    const rows = new Map(constantsRows(domainSources));
    expect(rows.get('Pix expiry')).toBe('400 s');
    expect(rows.get('raising a limit')).toMatch(/^applies after 24 h;/);
  });

  it('fails, naming the command, when a constant changes and the page does not', () => {
    const changed = {
      ...domainSources,
      constants: { ...domainSources.constants, DASHBOARD_TRANSACTIONS_PAGE_SIZE: 15 },
    };
    const table = renderConstants(changed);
    expect(table).toContain('dashboard 15,');
    expect(() => {
      expectPageCurrent(page, table);
    }).toThrow(`run \`${REWRITE_COMMAND}\``);
  });

  it('refuses a page without the markers', () => {
    expect(() => constantsSection('# no table')).toThrow(/no <!-- constants:start/);
  });

  it('in docs/product/constants.md is the one the domain holds (npm run docs:constants)', () => {
    expectPageCurrent(page, renderConstants(domainSources));
  });
});
