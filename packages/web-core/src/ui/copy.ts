export const kitCopy = {
  close: 'Fechar',
  screenErrorTitle: 'Algo deu errado nesta tela',
  screenErrorText:
    'Não conseguimos mostrar esta tela agora. Tente de novo; se continuar, recarregue a página.',
  screenErrorRetry: 'Tentar de novo',
  screenErrorReload: 'Recarregar a página',
} as const;
