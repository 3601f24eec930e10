import { saoPauloToday } from './calendar.js';
import { kycMessages } from './messages/kyc.js';

export const ADULT_AGE = 18;

/** Why a full verification was rejected; the player reads identityMessages.kycRejected[reason]. */
export const KYC_REJECTIONS = [
  'provider',
  'cpf_mismatch',
  'underage',
  'cpf_verified_elsewhere',
] as const;
export type KycRejection = (typeof KYC_REJECTIONS)[number];

export const KYC_REJECTION_MESSAGES: Record<KycRejection, string> = {
  provider: kycMessages.kycRejectedProvider,
  cpf_mismatch: kycMessages.kycRejectedCpfMismatch,
  underage: kycMessages.kycRejectedUnderage,
  cpf_verified_elsewhere: kycMessages.kycRejectedCpfVerifiedElsewhere,
};

/** Age in whole years on `today` (both YYYY-MM-DD); 29 February counts as 1 March in common years. */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear = 0, birthMonth = 0, birthDay = 0] = birthDate.split('-').map(Number);
  const [year = 0, month = 0, day = 0] = today.split('-').map(Number);
  const birthdayPassed = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (birthdayPassed ? 0 : 1);
}

export function isAdultAt(birthDate: string, now: number): boolean {
  return ageOn(birthDate, saoPauloToday(now)) >= ADULT_AGE;
}

/** Null (approve) or why to reject. */
export function kycMismatch(
  accountCpf: string,
  verified: { cpf: string; birthDate: string },
  now: number,
): KycRejection | null {
  if (verified.cpf !== accountCpf) return 'cpf_mismatch';
  if (!isAdultAt(verified.birthDate, now)) return 'underage';
  return null;
}
