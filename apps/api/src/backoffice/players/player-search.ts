// A CPF search that finds nobody has its own hourly budget, since the view's
// middle digits would otherwise let a member guess the rest.
import { HOUR_MS, MINUTE_MS } from '@velas/domain/calendar';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { StaffConfig } from '#/config/staff-config.js';
import type { Queryable } from '#/db/database.js';
import { Throttled } from '#/domain-errors.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { maskCpf } from './masking.js';
import { findPlayers, searchTerm } from './player-view.js';
import {
  countSearches,
  deleteSearch,
  deleteSearchesBefore,
  insertSearch,
  markSearchFound,
} from './search-budget-repository.js';

interface ClaimSearchInput {
  staffId: number;
  byCpf: boolean;
  now: number;
  limits: StaffConfig;
}

/** The search's row in the budget, or the message of the budget it would exceed. */
async function claimSearch(
  db: Queryable,
  { staffId, byCpf, now, limits }: ClaimSearchInput,
): Promise<{ id: number } | { refused: string }> {
  await deleteSearchesBefore(db, staffId, new Date(now - HOUR_MS));
  // Counted after this search's own row went in, so searches sent together all see each other.
  const id = await insertSearch(db, staffId, byCpf, new Date(now));
  const counts = await countSearches(
    db,
    staffId,
    new Date(now - MINUTE_MS),
    new Date(now - HOUR_MS),
  );
  let refused: string | null = null;
  if (counts.lastMinute > limits.STAFF_SEARCHES_PER_MINUTE)
    refused = staffMessages.staffSearchTooFast;
  else if (byCpf && counts.cpfMisses > limits.STAFF_CPF_MISSES_PER_HOUR)
    refused = staffMessages.staffCpfSearchMisses;
  if (refused === null) return { id };
  // A refused search told nothing: it does not count.
  await deleteSearch(db, id);
  return { refused };
}

export async function searchPlayersAsStaff(
  db: Queryable,
  call: StaffCall,
  q: string,
  limits: StaffConfig,
): ReturnType<typeof findPlayers> {
  const term = searchTerm(q);
  const by =
    term.cpf !== null ? 'cpf' : term.email !== null ? 'email' : term.id !== null ? 'id' : 'none';
  // Never the CPF typed in full, nor an e-mail
  // that may be nobody's.
  const searched = {
    by,
    ...(term.cpf === null ? {} : { cpfMasked: maskCpf(term.cpf) }),
    ...(term.id === null ? {} : { playerId: term.id }),
  };
  const claimed = await claimSearch(db, {
    staffId: call.staff.id,
    byCpf: by === 'cpf',
    now: call.now,
    limits,
  });
  if ('refused' in claimed) {
    await auditStaffAction(db, {
      staff: call.staff,
      action: 'player_search_refused',
      userId: null,
      details: searched,
      at: call.now,
    });
    throw new Throttled(claimed.refused);
  }
  const result = await findPlayers(db, q);
  const ids = result.players.map((player) => player.id);
  await markSearchFound(db, claimed.id, ids.length > 0);
  await auditStaffAction(db, {
    staff: call.staff,
    action: 'player_searched',
    userId: ids.length === 1 ? (ids[0] ?? null) : null,
    details: { ...searched, results: ids.length, found: ids.slice(0, 10) },
    at: call.now,
  });
  return result;
}
