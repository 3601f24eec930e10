import { randomBytes } from 'node:crypto';
import { MINUTE_MS } from '@velas/domain/calendar';
import { onlyDigits } from '@velas/domain/documents';
import type { KycRejection } from '@velas/domain/identity';
import { commonMessages } from '@velas/domain/messages/common';
import type { KycFlow } from '@velas/domain/schemas/kyc';
import type { FastifyInstance } from 'fastify';
import { markKycPending } from '#/accounts/account-status-repository.js';
import { loadAccount } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Queryable, Tx } from '#/db/database.js';
import { Conflict, Forbidden, NotFound } from '#/domain-errors.js';
import {
  insertKycSession,
  lockLiveKycSession,
  markKycSessionFinished,
  selectLiveKycSession,
  setUserKycStatus,
  type KycSessionRow,
} from './kyc-sessions-repository.js';

export const SESSION_TTL_MS = 30 * MINUTE_MS;

export interface KycSession {
  id: string;
  userId: number;
  flow: KycFlow;
  status: 'open' | 'approved' | 'rejected';
}

/** A new session's id, made before the session is stored so a provider can open its widget first. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

interface OpenSessionInput {
  id: string;
  userId: number;
  flow: KycFlow;
  betHouse: string;
  now: number;
}

export async function openSession(
  tx: Tx,
  { id, userId, flow, betHouse, now }: OpenSessionInput,
): Promise<void> {
  await insertKycSession(tx, {
    id,
    userId,
    flow,
    betHouse,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  if (flow === 'kyc-full') await markKycPending(tx, userId);
}

/** A live (not expired) session, or NotFound with the pt-BR message. */
export async function liveSession(db: Queryable, id: string, now: number): Promise<KycSession> {
  return toSession(await selectLiveKycSession(db, id, new Date(now)));
}

function toSession(row: KycSessionRow | undefined): KycSession {
  if (row === undefined) throw new NotFound(commonMessages.kycSessionNotFound);
  return { id: row.id, userId: row.userId, flow: row.flow, status: row.status };
}

/** The session a verdict finishes: live, locked, and still open (a Conflict once finished). */
export async function openSessionForVerdict(tx: Tx, id: string, now: number): Promise<KycSession> {
  const session = toSession(await lockLiveKycSession(tx, id, new Date(now)));
  if (session.status !== 'open') throw new Conflict(commonMessages.kycSessionFinished);
  return session;
}

interface FinishSessionInput {
  session: KycSession;
  verdict: { result: 'approved' | 'rejected'; rejection: KycRejection | null };
  now: number;
  actor: AuditActor;
}

/** Records the outcome once; a full verification sets the user's KYC status and why it was rejected. */
export async function finishSession(
  tx: Tx,
  { session, verdict, now, actor }: FinishSessionInput,
): Promise<KycSession> {
  await markKycSessionFinished(tx, session.id, verdict.result, new Date(now));
  if (session.flow === 'kyc-full')
    await setUserKycStatus(tx, {
      userId: session.userId,
      status: verdict.result,
      rejection: verdict.rejection,
      actor,
    });
  return { ...session, status: verdict.result };
}

interface StartSessionInput {
  userId: number;
  /** The CPF the player typed, which must be the account's own. */
  cpf: string;
  flow: KycFlow;
  betHouse: string;
}

/**
 * Opens the provider's widget for the account's own CPF, then stores the
 * session as pending: the provider first, so a session it could not open is
 * never stored. The session's id and the widget's address.
 */
export async function startSession(
  app: Pick<FastifyInstance, 'db' | 'providers' | 'clock'>,
  { userId, cpf, flow, betHouse }: StartSessionInput,
): Promise<{ id: string; widgetUrl: string }> {
  const { db } = app;
  const account = await loadAccount(db, userId);
  if (onlyDigits(cpf) !== account.cpf) throw Forbidden.field('cpf', commonMessages.cpfNotOwned);
  const id = newSessionId();
  const widgetUrl = await app.providers.kycWidgets.open({
    sessionId: id,
    userId,
    flow,
    cpf: account.cpf,
    name: account.name,
  });
  await db.transaction((tx) => openSession(tx, { id, userId, flow, betHouse, now: app.clock() }));
  return { id, widgetUrl };
}
