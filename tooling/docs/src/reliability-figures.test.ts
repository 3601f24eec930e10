import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIGURES_END,
  FIGURES_START,
  figuresSection,
  refreshFigures,
} from './reliability-figures.ts';

const page = [
  '# Reliability',
  '',
  'How the suite runs, and its CI job.',
  '',
  FIGURES_START,
  '| Test | Time |',
  '| --- | --- |',
  '| old | 1.0 s |',
  FIGURES_END,
  '',
  'Written after the figures.',
  '',
].join('\n');

const run = [
  '# Reliability and security figures',
  '',
  FIGURES_START,
  '| Test | Time |',
  '| --- | --- |',
  '| new | 2.0 s |',
  FIGURES_END,
  '',
].join('\n');

describe('reliability figures', () => {
  it('takes the section between its bounds, bounds included', () => {
    const section = figuresSection(run, 'run');
    expect(section.startsWith(FIGURES_START)).toBe(true);
    expect(section.endsWith(FIGURES_END)).toBe(true);
    expect(section).toContain('| new | 2.0 s |');
    expect(section).not.toContain('# Reliability and security figures');
  });

  it("replaces the page's figures and keeps its written parts", () => {
    const refreshed = refreshFigures(page, run);
    expect(refreshed).toContain('| new | 2.0 s |');
    expect(refreshed).not.toContain('| old | 1.0 s |');
    expect(refreshed.startsWith('# Reliability\n\nHow the suite runs, and its CI job.\n\n')).toBe(
      true,
    );
    expect(refreshed.endsWith(`${FIGURES_END}\n\nWritten after the figures.\n`)).toBe(true);
    expect(refreshFigures(refreshed, run)).toBe(refreshed);
  });

  it('refuses a document without a section, or with two', () => {
    expect(() => refreshFigures(page, '# no figures')).toThrow(/run document: no figures section/);
    expect(() => refreshFigures('# no figures', run)).toThrow(/the page: no figures section/);
    expect(() => refreshFigures(page, `${FIGURES_END}\n${FIGURES_START}`)).toThrow(
      /no figures section/,
    );
    expect(() => figuresSection(`${run}\n${run}`, 'run')).toThrow(/more than one/);
  });

  it('rewrites the page named on the command line and copies the records beside it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'velas-figures-'));
    try {
      writeFileSync(join(folder, 'run.md'), run);
      writeFileSync(join(folder, 'records.json'), '[{"id":"new"}]\n');
      writeFileSync(join(folder, 'page.md'), page);
      execFileSync(process.execPath, [
        join(import.meta.dirname, 'reliability-figures.ts'),
        join(folder, 'run.md'),
        join(folder, 'page.md'),
      ]);
      expect(readFileSync(join(folder, 'page.md'), 'utf8')).toBe(refreshFigures(page, run));
      expect(readFileSync(join(folder, 'page.json'), 'utf8')).toBe('[{"id":"new"}]\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('finds the section in the published page', () => {
    const published = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'docs', 'reliability-figures.md'),
      'utf8',
    );
    expect(figuresSection(published, 'docs/reliability-figures.md')).toMatch(/^\| Test +\|/m);
  });
});
