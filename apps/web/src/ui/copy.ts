// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const uiCopy = {
  back: 'Voltar',
  datePlaceholder: 'dd/mm/aaaa',
  loadingChart: 'Carregando gráfico...',
  /** A screen that failed to render or to load (ui/ScreenErrorBoundary.tsx): no technical detail. */
  screenErrorTitle: 'Algo deu errado nesta tela',
  screenErrorText:
    'Não conseguimos mostrar esta tela agora. Tente de novo; se continuar, recarregue a página.',
  screenErrorRetry: 'Tentar de novo',
  screenErrorReload: 'Recarregar a página',
  /** apexcharts' own words in pt-BR: month and day names, the toolbar's buttons. */
  chartLocale: {
    months: [
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ],
    shortMonths: [
      'jan',
      'fev',
      'mar',
      'abr',
      'mai',
      'jun',
      'jul',
      'ago',
      'set',
      'out',
      'nov',
      'dez',
    ],
    days: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
    shortDays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
    toolbar: {
      download: 'Baixar SVG',
      selection: 'Selecionar',
      selectionZoom: 'Zoom em seleção',
      zoomIn: 'Aproximar',
      zoomOut: 'Afastar',
      pan: 'Navegar',
      reset: 'Voltar ao início',
    },
  },
};
