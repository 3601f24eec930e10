// What the api says to staff is staff/staff-messages, which the player's bundle does not carry.

export const backofficeMessages = {
  accountBlocked:
    'Sua conta está bloqueada pela nossa equipe: depósitos, apostas e jogos estão suspensos. Você ainda pode sacar o seu saldo. Fale com o suporte para saber mais.',
  payoutReturnedByStaff: 'Devolvido ao saldo pela equipe.',
} as const;
