export const supportCopy = {
  support: 'Suporte',
};
