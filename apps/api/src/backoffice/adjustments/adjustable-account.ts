// Whose balance a manual adjustment may change (docs/operations.md#four-eyes):
// never a closed account (its money left with the closing, or waits for the
// CPF claim's review) nor one the regulator's "Módulo de Impedidos" barred
// (its balance goes only to the holder's own CPF key:
// impedidos/barred-accounts.ts). Checked when proposed and again when
// approved, under the player's row lock, since either can happen in between.
import { messages } from '@velas/domain/messages';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { lockPlayerStanding } from '../players/players-repository.js';

export async function lockAdjustableAccount(tx: Queryable, userId: number): Promise<void> {
  const standing = await lockPlayerStanding(tx, userId);
  if (standing === undefined) throw new HttpError(404, messages.staffPlayerNotFound);
  if (standing.closed || standing.barred)
    throw new HttpError(409, messages.staffAccountClosedOrBarred);
}
