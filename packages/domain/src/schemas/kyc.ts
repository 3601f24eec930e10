import { z } from 'zod';
import { KYC_REJECTIONS } from '../identity.js';
import { commonMessages } from '../messages/common.js';
import { kycMessages } from '../messages/kyc.js';

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;

export const kycStatusSchema = z.object({
  isApproved: z.boolean(),
  status: z.enum(KYC_STATUSES),
  rejection: z.enum(KYC_REJECTIONS).nullable(),
  /** Null like any new account until granted: the screen never tells that a CPF was taken. */
  cpfClaim: z.enum(['granted']).nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const KYC_FLOWS = ['kyc-full', 'kyc-faceindex'] as const;
export type KycFlow = (typeof KYC_FLOWS)[number];

export const kycSessionRequestSchema = z.object({
  cpf: z.string().max(14),
  token: z.string().max(512),
  flow: z.enum(KYC_FLOWS, { error: kycMessages.kycFlowUnknown }),
  betHouse: z.string().max(40),
});
export type KycSessionRequest = z.input<typeof kycSessionRequestSchema>;

export const kycSessionResponseSchema = z.object({
  session_id: z.string(),
  /** The provider's widget; relative to the KYC service for the demo's sandbox widget. */
  widget_url: z.string().min(1),
});
export type KycSessionResponse = z.infer<typeof kycSessionResponseSchema>;

export const KYC_RESULTS = ['approved', 'rejected'] as const;
export type KycResult = (typeof KYC_RESULTS)[number];
/** Demo widget only: whom the sandbox provider "verified" when it approves. */
export const SANDBOX_PERSONS = ['account', 'other-cpf', 'minor'] as const;
export const kycResultRequestSchema = z.object({
  result: z.enum(KYC_RESULTS),
  person: z.enum(SANDBOX_PERSONS).default('account'),
});

export const kycResultResponseSchema = z.object({
  session_id: z.string(),
  result: z.enum(KYC_RESULTS),
});

/** A verification session's id as the api mints it: 16 random bytes in base64url. */
export const KYC_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const sessionPathSchema = z.object({
  sessionId: z.string().regex(KYC_SESSION_ID_PATTERN, { error: commonMessages.kycSessionNotFound }),
});
