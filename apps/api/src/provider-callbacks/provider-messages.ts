// What the providers' callbacks answer when they refuse one: the providers
// read these, so they stay as they are (docs/api/providers.md).
export const PROVIDER_MESSAGES = {
  badSignature: 'Assinatura ausente ou inválida.',
  staleSignature: 'Carimbo de tempo fora da janela de 5 minutos.',
  replayed: 'Evento já recebido.',
  badBody: 'Corpo inválido.',
  sessionNotOfUser: 'A sessão não pertence a este usuário.',
  notConfigured: 'Provedor não configurado.',
} as const;
