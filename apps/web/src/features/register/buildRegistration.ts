import {
  REGISTRATION_FIXED,
  SECOND_SYSTEM_FIRST_BALANCE,
  SECOND_SYSTEM_ROLE,
} from '@velas/domain/constants';
import { onlyDigits } from '@velas/domain/documents';
import type { RegisterRequest } from '@velas/domain/schemas/auth';
import type { LimitsInput } from '@velas/domain/schemas/protection';
import type { SecondSystemUserRequest } from '@velas/domain/schemas/user';
import type { RegistrationForm } from '@velas/domain/validation';

export function registrationPayload(form: RegistrationForm, limits: LimitsInput): RegisterRequest {
  // No birthday: the server takes it from the document check.
  return {
    document: onlyDigits(form.cpf),
    email: form.email.trim(),
    email_confirmation: form.email.trim(),
    name: form.name,
    password: form.password,
    password_confirmation: form.confirmPassword,
    phone: onlyDigits(form.phone),
    termsAccepted: true,
    referrer_id: REGISTRATION_FIXED.referrerId,
    btag: REGISTRATION_FIXED.btag,
    token: null,
    afp: REGISTRATION_FIXED.appTag,
    afp2: REGISTRATION_FIXED.appTag,
    limits,
  };
}

export function secondSystemUser(form: RegistrationForm): SecondSystemUserRequest {
  return {
    name: form.name,
    email: form.email.trim(),
    password: form.password,
    phone: onlyDigits(form.phone),
    role: SECOND_SYSTEM_ROLE,
    cpf: onlyDigits(form.cpf),
    firstBalance: SECOND_SYSTEM_FIRST_BALANCE,
  };
}
