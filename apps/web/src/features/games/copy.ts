export const gamesCopy = {
  /** Under the lobby when some of the catalogue's games are not connected: said once, not shown as tiles. */
  othersNotConnected: 'Os outros jogos desta casa ainda não estão conectados.',
  /**
   * The lobby's heading when one game opens: a provider's heading over one
   * tile read as a lobby with nothing in it.
   */
  oneConnected: 'O jogo disponível nesta casa',
  /** The lobby when no game is connected yet. */
  noneConnected: 'Os jogos desta casa ainda não estão conectados.',
};
