export const gamesCopy = {
  /** Under the lobby when some of the catalogue's games are not connected: said once, not shown as tiles. */
  othersNotConnected: 'Os outros jogos desta casa ainda não estão conectados.',
  /** The lobby when no game is connected yet. */
  noneConnected: 'Os jogos desta casa ainda não estão conectados.',
};
