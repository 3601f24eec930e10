/**
 * What the form's one submit does: withdraw; on the first withdrawal, save
 * the address, then withdraw; while no money can leave yet, save the address
 * alone (the spec's `Salvar Endereço`).
 */
export type Purpose = 'withdraw' | 'firstWithdrawal' | 'saveAddress';

export function withdrawPurpose(needsAddress: boolean, belowMinimum: boolean): Purpose {
  if (!needsAddress) return 'withdraw';
  return belowMinimum ? 'saveAddress' : 'firstWithdrawal';
}
