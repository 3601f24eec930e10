// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const barredAccountCopy = {
  currentBalance: 'Saldo Atual',
};
