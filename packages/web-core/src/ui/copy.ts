// The pt-BR words of the UI kit's own controls (docs/architecture.md#texts).
export const kitCopy = {
  close: 'Fechar',
} as const;
