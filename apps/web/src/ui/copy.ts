// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const uiCopy = {
  back: 'Voltar',
  datePlaceholder: 'dd/mm/aaaa',
  close: 'Fechar',
  loadingChart: 'Carregando gráfico...',
};
