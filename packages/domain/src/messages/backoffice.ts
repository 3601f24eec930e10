// The back office's doings a player meets (docs/operations/back-office.md#back-office):
// a blocked account, a payout the staff returned. What the api says to the
// staff is @velas/domain/staff/staff-messages, which the player's bundle
// does not carry.

export const backofficeMessages = {
  accountBlocked:
    'Sua conta está bloqueada pela nossa equipe: depósitos, apostas e jogos estão suspensos. Você ainda pode sacar o seu saldo. Fale com o suporte para saber mais.',
  /** The failure reason of a payout the staff returned to the balance. */
  payoutReturnedByStaff: 'Devolvido ao saldo pela equipe.',
} as const;
