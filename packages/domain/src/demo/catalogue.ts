import { CRASH_RTP_PERCENT, FIRST_CATEGORY_POSITION, GAME_IDS } from '../constants.js';

export type TileMotif =
  | 'plane'
  | 'ball'
  | 'dice'
  | 'wheel'
  | 'grid'
  | 'suits'
  | 'crown'
  | 'pick'
  | 'fish'
  | 'cherry'
  | 'gem'
  | 'star'
  | 'clover'
  | 'bell'
  | 'coin'
  | 'lantern';

export interface CatalogueCategory {
  id: number;
  name: string;
  position: number;
  games: readonly { id: number; name: string; rtp: number; art: TileMotif }[];
}

export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    id: 1,
    name: 'Crash',
    position: 1,
    games: [{ id: GAME_IDS.aviator, name: 'Aviator', rtp: CRASH_RTP_PERCENT, art: 'plane' }],
  },
  {
    id: 2,
    name: 'Cassino ao Vivo',
    position: 2,
    games: [
      { id: GAME_IDS.footballStudio, name: 'Football Studio', rtp: 96.27, art: 'ball' },
      { id: GAME_IDS.bacBo, name: 'Bac Bo', rtp: 98.76, art: 'dice' },
    ],
  },
  {
    id: 3,
    name: 'Jogos de Roleta',
    position: 3,
    games: [
      { id: 7001, name: 'Roleta Europeia', rtp: 97.3, art: 'wheel' },
      { id: 7002, name: 'Roleta Brasileira', rtp: 97.3, art: 'wheel' },
      // Two zeros: the house keeps more, and the tile says so.
      { id: 7003, name: 'Roleta Americana', rtp: 94.74, art: 'wheel' },
    ],
  },
  {
    id: 4,
    name: 'Melhores TaDa Gaming',
    position: 4,
    games: [
      { id: 7101, name: 'Naipes', rtp: 97, art: 'suits' },
      { id: 7102, name: 'Coroas', rtp: 97, art: 'crown' },
      { id: 7103, name: 'Garimpo', rtp: 97, art: 'pick' },
      { id: 7104, name: 'Pescaria', rtp: 97, art: 'fish' },
    ],
  },
  {
    id: 5,
    name: 'Originais',
    position: 5,
    games: [{ id: GAME_IDS.minesPro, name: 'Mines Pro', rtp: 97, art: 'grid' }],
  },
  {
    id: 9,
    name: 'Jogos da PG',
    position: FIRST_CATEGORY_POSITION,
    games: [
      { id: 7201, name: 'Frutas', rtp: 96.5, art: 'cherry' },
      { id: 7202, name: 'Joias', rtp: 96.5, art: 'gem' },
      { id: 7203, name: 'Estrelas', rtp: 96.5, art: 'star' },
      { id: 7204, name: 'Trevos', rtp: 96.5, art: 'clover' },
      { id: 7205, name: 'Sinos', rtp: 96.5, art: 'bell' },
      { id: 7206, name: 'Lanternas', rtp: 96.5, art: 'lantern' },
    ],
  },
];
