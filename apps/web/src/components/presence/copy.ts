export const presenceCopy = {
  /** "1.234 pessoas online" (pt-BR thousands). */
  online: (count: number) => `${count.toLocaleString('pt-BR')} pessoas online`,
};
