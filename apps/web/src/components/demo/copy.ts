// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const demoCopy = {
  demoNotice: 'Ambiente de demonstração: nenhum dinheiro real é movimentado.',
};
