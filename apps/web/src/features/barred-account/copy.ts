export const barredAccountCopy = {
  currentBalance: 'Saldo Atual',
};
