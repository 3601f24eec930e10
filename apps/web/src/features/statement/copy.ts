export const statementCopy = {
  title: 'Movimentações',
};
