// Before the TOTP code matches, a session opens nothing but the code's own route.
import { HOUR_MS, MINUTE_MS } from '@velas/domain/calendar';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '#/auth/tokens.js';
import type { ServerConfig } from '#/config/server-config.js';
import type { StaffConfig } from '#/config/staff-config.js';
import type { Queryable } from '#/db/database.js';
import {
  deleteStaffSession,
  insertStaffSession,
  staffSession,
  touchStaffSession,
  type SessionStage,
  type StaffSessionRow,
} from './staff-repository.js';

export const STAFF_IDLE_MS = 15 * MINUTE_MS;
export const PENDING_TOTP_MS = 5 * MINUTE_MS;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isProduction(config: Pick<ServerConfig, 'NODE_ENV' | 'APP_MODE'>): boolean {
  return config.NODE_ENV === 'production' || config.APP_MODE === 'production';
}

/** `__Host-` in production: the browser then insists on Secure, path / and no domain. */
export function staffCookieName(config: Pick<ServerConfig, 'NODE_ENV' | 'APP_MODE'>): string {
  return isProduction(config) ? '__Host-velas_staff' : 'velas_staff';
}

/** Opens a session of `staffId` at `stage`; its token goes in the cookie (setStaffCookie). */
export async function openStaffSession(
  db: Queryable,
  staffId: number,
  stage: SessionStage,
  now: number,
): Promise<string> {
  const { token, hash } = newToken();
  await insertStaffSession(db, { tokenHash: hash, staffId, stage, now: new Date(now) });
  return token;
}

export function setStaffCookie(
  reply: FastifyReply,
  config: ServerConfig & StaffConfig,
  token: string,
): void {
  void reply.setCookie(staffCookieName(config), token, {
    httpOnly: true,
    secure: isProduction(config),
    sameSite: 'strict',
    path: '/',
  });
}

export function clearStaffCookie(reply: FastifyReply, config: ServerConfig & StaffConfig): void {
  void reply.clearCookie(staffCookieName(config), {
    httpOnly: true,
    secure: isProduction(config),
    sameSite: 'strict',
    path: '/',
  });
}

/** The hash of the request's session token, or null without a well-formed one. */
export function sessionTokenHash(
  request: FastifyRequest,
  config: ServerConfig & StaffConfig,
): string | null {
  const token = request.cookies[staffCookieName(config)];
  return token !== undefined && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

interface LiveStaffSessionInput {
  request: FastifyRequest;
  config: ServerConfig & StaffConfig;
  stage: SessionStage;
  now: number;
}

/**
 * The live session of the request at `stage`, its idle time renewed; null (and
 * the row gone) when it idled out or reached its absolute lifetime. A disabled
 * staff has no session at all.
 */
export async function liveStaffSession(
  db: Queryable,
  { request, config, stage, now }: LiveStaffSessionInput,
): Promise<(StaffSessionRow & { tokenHash: string }) | null> {
  const tokenHash = sessionTokenHash(request, config);
  if (tokenHash === null) return null;
  const session = await staffSession(db, tokenHash);
  if (session?.stage !== stage) return null;
  const age = now - session.createdAt.getTime();
  const expired =
    stage === 'full'
      ? now - session.lastSeenAt.getTime() >= STAFF_IDLE_MS ||
        age >= config.STAFF_SESSION_MAX_HOURS * HOUR_MS
      : age >= PENDING_TOTP_MS;
  if (expired) {
    await deleteStaffSession(db, tokenHash);
    return null;
  }
  if (stage === 'full') await touchStaffSession(db, tokenHash, new Date(now));
  return { ...session, tokenHash };
}

export async function closeStaffSession(
  db: Queryable,
  request: FastifyRequest,
  config: ServerConfig & StaffConfig,
): Promise<void> {
  const tokenHash = sessionTokenHash(request, config);
  if (tokenHash !== null) await deleteStaffSession(db, tokenHash);
}
