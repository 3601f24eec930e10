// The providers read these, so they stay as they are.
export const PROVIDER_MESSAGES = {
  badSignature: 'Assinatura ausente ou inválida.',
  staleSignature: 'Carimbo de tempo fora da janela de 5 minutos.',
  replayed: 'Evento já recebido.',
  badBody: 'Corpo inválido.',
  sessionNotOfUser: 'A sessão não pertence a este usuário.',
  notConfigured: 'Provedor não configurado.',
} as const;
