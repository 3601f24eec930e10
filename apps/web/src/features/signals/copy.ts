// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const signalsCopy = {
  betOn: 'Apostar no',
  normalEntries: 'Entradas normais: ',
  turboEntries: 'Entradas turbo: ',
  closedCell: 'fechada',
  star: 'estrela',
  notPicked: 'não indicada',
  minesField: 'Campo do Mines',
  openStars: 'Abra as 3 casas com estrela.',
  otherCellsUnmarked: 'As outras casas ficam sem marca: o sinal não sabe onde estão as minas.',
  tip: 'Dica:',
  setMinesCount: (minesCount: number) => ` configure o jogo com apenas ${minesCount} minas.`,
};
