// Login, registration, document check and the `me` call (docs/product/accounts.md#accounts-and-sign-in,
// docs/product/registration.md#registration).
import { z } from 'zod';
import { BARRED_LIST_BASES } from '../barred-list.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { authMessages } from '../messages/auth.js';
import { centsAmount, cpfDigits, emailAddress, personText } from './common.js';
import { limitsSchema } from './protection.js';

export const loginRequestSchema = z.object({
  login: z.string().trim().max(254).optional(),
  email: emailAddress,
  password: z.string().min(1, { error: authMessages.loginFieldsRequired }).max(256),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  /** ISO 8601 instant of expiry. */
  expirationDate: z.iso.datetime(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);
const phoneDigits = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => /^\d{10,11}$/.test(digits), { error: 'Telefone inválido.' });

export const registerRequestSchema = z
  .object({
    /** Ignored: the birth date comes from the document check, never from the form. */
    birthday: z.string().max(10).optional(),
    document: cpfDigits,
    email: emailAddress,
    email_confirmation: emailAddress,
    name: personText(120).pipe(
      z.string().min(1, { error: authMessages.registrationFieldsRequired }),
    ),
    password,
    password_confirmation: z.string(),
    phone: phoneDigits,
    termsAccepted: z.literal(true),
    referrer_id: z.number().int(),
    btag: z.string().max(64),
    token: z.null(),
    afp: z.string().max(64),
    afp2: z.string().max(64),
    /** Player protection limits (docs/product/player-protection.md#player-protection); without them the account must choose them before anything else. */
    limits: limitsSchema.optional(),
  })
  .check((context) => {
    const value = context.value;
    if (value.password !== value.password_confirmation) {
      context.issues.push({
        code: 'custom',
        input: value.password_confirmation,
        path: ['password_confirmation'],
        message: authMessages.passwordsDoNotMatch,
      });
    }
    if (value.email !== value.email_confirmation) {
      context.issues.push({
        code: 'custom',
        input: value.email_confirmation,
        path: ['email_confirmation'],
        message: 'Os emails não conferem.',
      });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * The same answer whether the CPF was free or held by another account, verified
 * or not: no id, no session (docs/product/registration.md#registration).
 */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * 202: the regulator's check did not answer, so no account opened yet; the
 * registration waits and the person hears by e-mail (docs/product/registration.md#registration).
 */
export const registerPendingResponseSchema = z.object({
  status: z.literal('verification_pending'),
  message: z.string(),
});
export type RegisterPendingResponse = z.infer<typeof registerPendingResponseSchema>;

/** Either answer of POST api/auth/register: the 201 or the 202 above. */
export const registerOutcomeSchema = z.union([
  registerPendingResponseSchema,
  registerResponseSchema,
]);

/** The spec's document check sends the registration shape with only `document` filled. */
export const documentValidationRequestSchema = z.object({
  birthday: z.string().optional(),
  document: cpfDigits,
  email: z.string().optional(),
  email_confirmation: z.string().optional(),
  name: z.string().optional(),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
  phone: z.string().optional(),
});
export type DocumentValidationRequest = z.input<typeof documentValidationRequestSchema>;

/**
 * POST api/validate/password: the registration form asks, as the player
 * leaves the password field, whether the api would refuse the password; the
 * player's details it knows so far count as guessable too (docs/product/registration.md#registration).
 */
export const passwordCheckRequestSchema = z.object({
  password,
  email: z.string().max(254).optional(),
  document: z.string().max(14).optional(),
  phone: z.string().max(20).optional(),
});
export type PasswordCheckRequest = z.input<typeof passwordCheckRequestSchema>;

/** The password passed; a guessable one is a 422 on the `password` field. */
export const passwordCheckResponseSchema = z.object({ ok: z.literal(true) });
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>;

/** Anonymous: the masked name the form shows (`Maria T. da S.`), never the birth date. */
export const documentValidationResponseSchema = z.object({
  name: z.string(),
});
export type DocumentValidationResponse = z.infer<typeof documentValidationResponseSchema>;

export const meResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  document: z.object({ number: z.string() }),
  /** Cents. */
  balance: centsAmount,
  kycApproved: z.boolean(),
  /**
   * Present only when the regulator's list bars the player's CPF
   * (docs/product/player-protection.md#barred-account): why, since when, and until when the
   * balance may be withdrawn.
   */
  barred: z
    .object({
      bases: z.array(z.enum(BARRED_LIST_BASES)),
      barredAt: z.iso.datetime(),
      withdrawUntil: z.iso.datetime(),
    })
    .optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
