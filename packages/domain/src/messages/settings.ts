// What the check of the operator's settings file says of a wrong value; the
// support chat's default messages are in common.ts, which every page loads.
export const settingsMessages = {
  settingsUrlInvalid: 'Endereço inválido (use http:// ou https://).',
  settingsChatNumberInvalid: 'Número inválido: só dígitos, com DDI e DDD.',
  settingsSecretTooShort: 'Segredo curto demais (mínimo 32 caracteres).',
  settingsKeyTooShort: 'Chave curta demais (mínimo 16 caracteres).',
  settingsPrivateKeyPem: 'Chave privada RSA em PEM (-----BEGIN PRIVATE KEY-----).',
  settingsImageHostInvalid: 'Host inválido: só o nome, como cdn.agregador.com ou *.agregador.com.',
} as const;
