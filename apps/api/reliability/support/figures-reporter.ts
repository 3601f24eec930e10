// A vitest reporter that writes artifacts/reliability/reliability.md and, beside
// it, records.json (ignored by git, so a test run leaves the work tree clean)
// from the figures the tests record (figures.ts): each test, its variant, its
// size and its last result. Runs of a single file replace only that file's rows
// of the variant that ran (a short run keeps the long run's figures). `npm run
// figures` publishes both as docs/reliability-figures.md and .json
// (tooling/docs/src/reliability-figures.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase } from 'vitest/node';
import type { ReliabilityFigures } from './figures.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const documentPath = `${repoRoot}artifacts/reliability/reliability.md`;
const recordsPath = `${repoRoot}artifacts/reliability/records.json`;
/** The published records: the rows of files not run here are carried over from them. */
const publishedRecordsPath = `${repoRoot}docs/reliability-figures.json`;
/** The bounds `npm run figures` copies between (tooling/docs/src/reliability-figures.ts). */
const FIGURES_START = '<!-- figures:start -->';
const FIGURES_END = '<!-- figures:end -->';

interface TestRecord extends ReliabilityFigures {
  id: string;
  file: string;
  name: string;
  result: string;
  durationMs: number;
  finishedAt: string;
  database: string;
  machine: string;
}

function readRecords(): TestRecord[] {
  const source = [recordsPath, publishedRecordsPath].find((path) => existsSync(path));
  if (source === undefined) return [];
  try {
    return JSON.parse(readFileSync(source, 'utf8')) as TestRecord[];
  } catch {
    return [];
  }
}

/** One record per line: the file stays diffable without a line per figure. */
function recordsJson(records: readonly TestRecord[]): string {
  return `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function renderFigures(records: TestRecord[]): string {
  const lines = [
    '# Reliability and security figures',
    '',
    'The figures of the last run of each test and variant; `npm run figures` copies the section',
    'below into docs/reliability-figures.md (docs/reliability.md says how the suite runs).',
    '',
    FIGURES_START,
    '',
    "Times are wall times on the machine named in each test's details, whose load average says",
    'how much of its CPUs other work was using.',
    '',
    '| Test | Variant | Size | Last result | Time | Database | When (UTC) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const record of records) {
    lines.push(
      `| ${cell(record.name)} | ${record.variant} | ${cell(record.size)} | **${record.result}** | ${(record.durationMs / 1000).toFixed(1)} s | ${record.database} | ${record.finishedAt.slice(0, 16).replace('T', ' ')} |`,
    );
  }
  lines.push('', '## Details', '');
  const byTest = new Map<string, TestRecord[]>();
  for (const record of records) byTest.set(record.id, [...(byTest.get(record.id) ?? []), record]);
  for (const [first, ...others] of byTest.values()) {
    if (first === undefined) continue;
    const variants = [first, ...others];
    lines.push(`### ${first.name}`, '', first.property, '', `File: \`${first.file}\`.`, '');
    const names = [...new Set(variants.flatMap((record) => Object.keys(record.figures)))];
    lines.push(
      `| Figure | ${variants.map((record) => record.variant).join(' | ')} |`,
      `| --- | ${variants.map(() => '---').join(' | ')} |`,
      `| machine | ${variants.map((record) => record.machine).join(' | ')} |`,
    );
    for (const name of names)
      lines.push(
        `| ${cell(name)} | ${variants.map((record) => cell(String(record.figures[name] ?? '—'))).join(' | ')} |`,
      );
    lines.push('');
  }
  lines.push(FIGURES_END, '');
  return lines.join('\n');
}

export default class FiguresReporter implements Reporter {
  private readonly records = new Map<string, TestRecord>();

  onTestCaseResult(testCase: TestCase): void {
    const figures = testCase.meta().reliability;
    const outcome = testCase.result();
    const state = outcome.state;
    if (figures === undefined && state !== 'skipped') return;
    const file = relative(repoRoot, testCase.module.moduleId);
    const skipNote = outcome.state === 'skipped' ? outcome.note : undefined;
    this.records.set(`${file} › ${testCase.fullName}`, {
      property: figures?.property ?? '',
      size: figures?.size ?? '—',
      variant:
        figures?.variant ??
        (process.env.RELIABILITY_LONG === '1' ? 'long (RELIABILITY_LONG=1)' : 'short (CI)'),
      figures: figures?.figures ?? {},
      id: `${file} › ${testCase.fullName}`,
      file,
      name: testCase.fullName,
      result: state === 'skipped' ? `skipped${skipNote ? `: ${skipNote}` : ''}` : state,
      durationMs: testCase.diagnostic()?.duration ?? 0,
      finishedAt: new Date().toISOString(),
      database:
        file.includes('pglite') || figures?.figures.database === 'PGlite'
          ? 'PGlite'
          : String(figures?.figures.database ?? 'PostgreSQL'),
      // The load says how much the wall times were shared with other work.
      machine: `${cpus().length} CPU, load ${(loadavg()[0] ?? 0).toFixed(1)}, Node ${process.versions.node}`,
    });
  }

  onTestRunEnd(): void {
    if (this.records.size === 0) return;
    // A file that ran replaces all its rows of the variant that ran (test names carry their
    // sizes); files gone lose theirs. A skip (no PostgreSQL here) does not erase the figures of
    // the last real run.
    const isSkip = (record: TestRecord) => record.result.startsWith('skipped');
    const ran = (record: TestRecord) => `${record.variant} ${record.file}`;
    const ranFiles = new Set(
      [...this.records.values()].filter((record) => !isSkip(record)).map(ran),
    );
    const kept = readRecords().filter(
      (record) => !ranFiles.has(ran(record)) && existsSync(`${repoRoot}${record.file}`),
    );
    // A test of one variant only (the export runs long) is not listed as skipped by the other.
    const key = (record: TestRecord) => `${record.id} | ${record.variant}`;
    const merged = new Map(kept.map((record) => [key(record), record]));
    const known = new Set(kept.map((record) => record.id));
    for (const record of this.records.values())
      if (!isSkip(record) || !known.has(record.id)) merged.set(key(record), record);
    const ordered = [...merged.values()].sort((a, b) => key(a).localeCompare(key(b)));
    mkdirSync(dirname(documentPath), { recursive: true });
    writeFileSync(documentPath, renderFigures(ordered));
    writeFileSync(recordsPath, recordsJson(ordered));
  }
}
