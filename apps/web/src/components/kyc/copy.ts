// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const kycCopy = {
  starting: 'Iniciando verificação...',
};
