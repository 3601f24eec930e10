import { authMessages } from '@velas/domain/messages/auth';
import { failureMessages, isApiFailure } from '@velas/web-core/api-failure';
import type { LimitsErrors } from '#/components/limits/LimitsFields.tsx';

const LIMIT_FIELDS = ['lossLimit', 'sessionMinutes'];

/**
 * A refused registration, split: the limits' messages are said at their
 * fields (the first of each), every other one in the list above the form;
 * a failure that says nothing gets the registration's generic message.
 */
export function registrationFailure(failure: unknown): {
  listed: string[];
  atLimits: LimitsErrors;
} {
  if (!isApiFailure(failure)) return { listed: [authMessages.registrationFailed], atLimits: {} };
  const atLimits: LimitsErrors = {
    lossLimit: failure.errors.lossLimit?.[0] ?? null,
    sessionMinutes: failure.errors.sessionMinutes?.[0] ?? null,
  };
  const others = Object.fromEntries(
    Object.entries(failure.errors).filter(([field]) => !LIMIT_FIELDS.includes(field)),
  );
  const listed = failureMessages({ ...failure, errors: others });
  const saidAtLimits = Boolean(atLimits.lossLimit ?? atLimits.sessionMinutes);
  return {
    listed: listed.length > 0 || saidAtLimits ? listed : [authMessages.registrationFailed],
    atLimits,
  };
}
