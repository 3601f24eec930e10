// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const gamesCopy = {
  /** Over the art of a game no aggregator connects: a tap would open nothing to play. */
  unavailable: 'Indisponível',
  /** What a screen reader says of that tile, after its name. */
  unavailableReason: 'Indisponível: este jogo ainda não está conectado; abre só o sinal.',
};
