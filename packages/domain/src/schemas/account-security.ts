import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { authMessages } from '../messages/auth.js';
import { loginResponseSchema } from './auth.js';
import { emailAddress } from './common.js';

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);

function confirmed<T extends { password: string; password_confirmation: string }>(
  context: z.core.ParsePayload<T>,
) {
  if (context.value.password !== context.value.password_confirmation)
    context.issues.push({
      code: 'custom',
      input: context.value.password_confirmation,
      path: ['password_confirmation'],
      message: authMessages.passwordsDoNotMatch,
    });
}

export const passwordChangeRequestSchema = z
  .object({
    current_password: z.string().min(1, { error: authMessages.currentPasswordWrong }).max(256),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .check(confirmed);
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** Always answered with the same message. */
export const passwordResetRequestSchema = z.object({ email: emailAddress });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The token of a reset link: 256 random bits, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().regex(RESET_TOKEN_PATTERN, { error: authMessages.passwordResetInvalid }),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .check(confirmed);
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** Always answered with the same message. */
export const signInLinkRequestSchema = z.object({ email: emailAddress });
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

export const signInLinkConfirmSchema = z.object({
  token: z.string().regex(RESET_TOKEN_PATTERN, { error: authMessages.signInLinkInvalid }),
});
export type SignInLinkConfirm = z.input<typeof signInLinkConfirmSchema>;
export const signInLinkResponseSchema = loginResponseSchema.extend({ email: z.string() });
export type SignInLinkResponse = z.infer<typeof signInLinkResponseSchema>;

export const accountMessageResponseSchema = z.object({ message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

export const demoOutboxQuerySchema = z.object({ email: emailAddress });
export const demoOutboxResponseSchema = z.object({
  data: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.iso.datetime() }),
  ),
});
export type DemoOutboxResponse = z.infer<typeof demoOutboxResponseSchema>;
