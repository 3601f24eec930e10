// Names the first row that does not hold: edited, deleted or slipped in, or
// never sealed (docs/operations/audit-trail.md#the-hash-chain).
import type { Queryable } from '#/db/database.js';
import { chainRowsAfter, firstUnsealedRow, isPurgeCut } from './audit-repository.js';

/** The chain's start: position 0, 32 zero bytes. */
const GENESIS = Buffer.alloc(32);
const ROWS_PER_PAGE = 2_000;

export type ChainBreak =
  | { id: number; position: number; reason: 'edited' | 'unlinked' }
  | { id: number; position: null; reason: 'unsealed' };

export interface ChainReport {
  /** Rows checked. */
  rows: number;
  /** The last row's place and hash, to note down and compare next time (a cut tail shows there). */
  last: { position: number; hash: string } | null;
  broken: ChainBreak | null;
}

export async function verifyAuditChain(db: Queryable): Promise<ChainReport> {
  let rows = 0;
  let position = 0;
  let hash: Buffer = GENESIS;
  let first = true;
  for (;;) {
    const page = await chainRowsAfter(db, position, ROWS_PER_PAGE);
    for (const row of page) {
      const follows = row.position === position + 1 && row.prevHash.equals(hash);
      // The first row kept after a purge follows the cut the purge recorded.
      const afterCut = first && !follows && (await isPurgeCut(db, row.position - 1, row.prevHash));
      if (!follows && !afterCut)
        return report(rows, position, hash, {
          id: row.id,
          position: row.position,
          reason: 'unlinked',
        });
      if (!row.recomputed.equals(row.hash))
        return report(rows, position, hash, {
          id: row.id,
          position: row.position,
          reason: 'edited',
        });
      first = false;
      rows += 1;
      position = row.position;
      hash = row.hash;
    }
    if (page.length < ROWS_PER_PAGE) break;
  }
  const unsealed = await firstUnsealedRow(db);
  return report(
    rows,
    position,
    hash,
    unsealed === undefined ? null : { id: unsealed, position: null, reason: 'unsealed' },
  );
}

function report(
  rows: number,
  position: number,
  hash: Buffer,
  broken: ChainBreak | null,
): ChainReport {
  return {
    rows,
    last: position === 0 ? null : { position, hash: hash.toString('hex') },
    broken,
  };
}

const REASONS = {
  edited: 'o conteúdo não confere com o seu hash (linha alterada)',
  unlinked: 'não segue a linha anterior (linha apagada ou inserida antes dela)',
  unsealed: 'fora da cadeia (gravada com o selo desligado)',
} as const;

/** The command's text, pt-BR. */
export function chainReportText(result: ChainReport): string {
  const last =
    result.last === null
      ? 'cadeia vazia'
      : `última posição ${result.last.position}, hash ${result.last.hash}`;
  if (result.broken === null)
    return `audit verify: cadeia íntegra, ${result.rows} linhas verificadas (${last}).`;
  const where =
    result.broken.position === null ? '' : ` (posição ${result.broken.position} da cadeia)`;
  return `audit verify: CADEIA QUEBRADA na linha id ${result.broken.id}${where}: ${REASONS[result.broken.reason]}. ${result.rows} linhas íntegras antes dela.`;
}
