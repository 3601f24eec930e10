// The audit trail after any money traffic, crash or fault: its hash chain
// verifies from the first row to the last, as `audit verify` would say
// (docs/operations/audit-trail.md#the-hash-chain). A row committed by a process killed at
// any moment is sealed with its transaction or not there at all.
import { verifyAuditChain } from '#/audit/verify-audit.js';
import type { Queryable } from '#/db/database.js';
import type { Sql } from './sql.js';

export interface AuditFigures {
  /** Rows the chain verified, the seeded ones included. */
  auditChainRows: number;
}

export async function checkAuditChain(sql: Sql, violations: string[]): Promise<AuditFigures> {
  const db: Queryable = {
    query: async (text, params) => {
      const rows = await sql<never>(text, params);
      return { rows, rowCount: rows.length };
    },
    exec: async (text) => {
      await sql(text);
    },
  };
  const chain = await verifyAuditChain(db);
  if (chain.broken !== null)
    violations.push(
      `audit chain broken at row ${String(chain.broken.id)} (${chain.broken.reason})`,
    );
  return { auditChainRows: chain.rows };
}
