import { z } from 'zod';
import { BARRED_LIST_BASES } from '../barred-list.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '../constants.js';
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
  expires_in: z.number().int().positive(),
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
  .refine(
    (digits) =>
      /^\d+$/.test(digits) &&
      digits.length >= PHONE_LENGTH.landline &&
      digits.length <= PHONE_LENGTH.mobile,
    { error: authMessages.phoneInvalid },
  );

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
    /** Without them the account must choose them before anything else. */
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
        message: authMessages.emailsDoNotMatch,
      });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The same answer whether the CPF was free or held by another account: no id, no session. */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** 202: the regulator's check did not answer; the person hears by e-mail. */
export const registerPendingResponseSchema = z.object({
  status: z.literal('verification_pending'),
  message: z.string(),
});
export type RegisterPendingResponse = z.infer<typeof registerPendingResponseSchema>;

export const registerOutcomeSchema = z.union([
  registerPendingResponseSchema,
  registerResponseSchema,
]);

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

/** The player's details known so far count as guessable too. */
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
  balance: centsAmount,
  kycApproved: z.boolean(),
  /** Present only when the regulator's list bars the player's CPF. */
  barred: z
    .object({
      bases: z.array(z.enum(BARRED_LIST_BASES)),
      barredAt: z.iso.datetime(),
      withdrawUntil: z.iso.datetime(),
    })
    .optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
