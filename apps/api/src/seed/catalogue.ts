// The game catalogue: the categories the spec names ('Jogos da PG' at position
// 9 is shown first; it and 'Melhores TaDa Gaming' and 'Jogos de Roleta' open in
// signal mode) and the game ids of docs/product.md#constants-at-a-glance. Names
// are our own.
import { CRASH_RTP_PERCENT, FIRST_CATEGORY_POSITION, GAME_IDS } from '@velas/domain/constants';

export interface CatalogueCategory {
  id: number;
  name: string;
  position: number;
  /** rtp: theoretical return to player in percent (the game's published figure). */
  games: readonly { id: number; name: string; rtp: number }[];
}

export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    id: 1,
    name: 'Crash',
    position: 1,
    games: [{ id: GAME_IDS.aviator, name: 'Aviator', rtp: CRASH_RTP_PERCENT }],
  },
  {
    id: 2,
    name: 'Cassino ao Vivo',
    position: 2,
    games: [
      { id: GAME_IDS.footballStudio, name: 'Football Studio', rtp: 96.27 },
      { id: GAME_IDS.bacBo, name: 'Bac Bo', rtp: 98.76 },
    ],
  },
  {
    id: 3,
    name: 'Jogos de Roleta',
    position: 3,
    games: [
      { id: 7001, name: 'Roleta Europeia', rtp: 97.3 },
      { id: 7002, name: 'Roleta Brasileira', rtp: 97.3 },
      { id: 7003, name: 'Roleta Relâmpago', rtp: 97.1 },
    ],
  },
  {
    id: 4,
    name: 'Melhores TaDa Gaming',
    position: 4,
    games: [
      { id: 7101, name: 'Super Ás', rtp: 97 },
      { id: 7102, name: 'Rei da Selva', rtp: 97 },
      { id: 7103, name: 'Mina de Ouro', rtp: 97 },
      { id: 7104, name: 'Pescaria', rtp: 97 },
    ],
  },
  {
    id: 5,
    name: 'Originais',
    position: 5,
    games: [{ id: GAME_IDS.minesPro, name: 'Mines Pro', rtp: 97 }],
  },
  {
    id: 9,
    name: 'Jogos da PG',
    position: FIRST_CATEGORY_POSITION,
    games: [
      { id: 7201, name: 'Tigre Dourado', rtp: 96.5 },
      { id: 7202, name: 'Coelho Saltitante', rtp: 96.5 },
      { id: 7203, name: 'Dragão de Jade', rtp: 96.5 },
      { id: 7204, name: 'Touro Bravo', rtp: 96.5 },
      { id: 7205, name: 'Panda Feliz', rtp: 96.5 },
      { id: 7206, name: 'Festa Junina', rtp: 96.5 },
    ],
  },
];
