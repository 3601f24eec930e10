// The pt-BR words of the UI kit's own controls (docs/architecture.md#texts).
export const kitCopy = {
  close: 'Fechar',
  /** A screen that failed to render or to load (ScreenErrorCard.tsx): no technical detail. */
  screenErrorTitle: 'Algo deu errado nesta tela',
  screenErrorText:
    'Não conseguimos mostrar esta tela agora. Tente de novo; se continuar, recarregue a página.',
  screenErrorRetry: 'Tentar de novo',
  screenErrorReload: 'Recarregar a página',
} as const;
