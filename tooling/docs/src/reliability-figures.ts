// `npm run figures [-- <run document>]`: the records go beside the page, and
// the next run starts from them (docs/reliability.md#running-it).
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const FIGURES_START = '<!-- figures:start -->';
export const FIGURES_END = '<!-- figures:end -->';

export function figuresSection(document: string, name: string): string {
  const start = document.indexOf(FIGURES_START);
  const end = document.indexOf(FIGURES_END);
  if (start < 0 || end < 0 || end < start)
    throw new Error(`${name}: no figures section (${FIGURES_START} … ${FIGURES_END})`);
  if (
    document.indexOf(FIGURES_START, start + 1) >= 0 ||
    document.indexOf(FIGURES_END, end + 1) >= 0
  )
    throw new Error(`${name}: more than one figures section`);
  return document.slice(start, end + FIGURES_END.length);
}

export function refreshFigures(page: string, runDocument: string): string {
  const current = figuresSection(page, 'the page');
  const fresh = figuresSection(runDocument, 'the run document');
  const at = page.indexOf(current);
  return `${page.slice(0, at)}${fresh}${page.slice(at + current.length)}`;
}

if (import.meta.main) {
  const repo = join(import.meta.dirname, '..', '..', '..');
  const [runPath = join(repo, 'artifacts/reliability/reliability.md'), pagePath] =
    process.argv.slice(2);
  const page = pagePath ?? join(repo, 'docs/reliability-figures.md');
  writeFileSync(page, refreshFigures(readFileSync(page, 'utf8'), readFileSync(runPath, 'utf8')));
  copyFileSync(join(dirname(runPath), 'records.json'), page.replace(/\.md$/, '.json'));
  if (pagePath === undefined) {
    const prettier = spawnSync('pnpm', ['exec', 'prettier', '--log-level=warn', '--write', page], {
      cwd: repo,
      stdio: 'inherit',
    });
    if (prettier.status !== 0) process.exit(prettier.status ?? 1);
  }
  console.info(`figures of ${runPath} written to ${page}`);
}
