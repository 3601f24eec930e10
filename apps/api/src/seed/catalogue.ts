// The game catalogue: the categories the spec names ('Jogos da PG' at position
// 9 is shown first; it and 'Melhores TaDa Gaming' and 'Jogos de Roleta' open in
// signal mode) and the game ids of docs/product.md#constants-at-a-glance. Names
// are our own.
import { FIRST_CATEGORY_POSITION, GAME_IDS } from '@velas/domain/constants';

export interface CatalogueCategory {
  id: number;
  name: string;
  position: number;
  games: readonly { id: number; name: string }[];
}

export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    id: 1,
    name: 'Crash',
    position: 1,
    games: [{ id: GAME_IDS.aviator, name: 'Aviator' }],
  },
  {
    id: 2,
    name: 'Cassino ao Vivo',
    position: 2,
    games: [
      { id: GAME_IDS.footballStudio, name: 'Football Studio' },
      { id: GAME_IDS.bacBo, name: 'Bac Bo' },
    ],
  },
  {
    id: 3,
    name: 'Jogos de Roleta',
    position: 3,
    games: [
      { id: 7001, name: 'Roleta Europeia' },
      { id: 7002, name: 'Roleta Brasileira' },
      { id: 7003, name: 'Roleta Relâmpago' },
    ],
  },
  {
    id: 4,
    name: 'Melhores TaDa Gaming',
    position: 4,
    games: [
      { id: 7101, name: 'Super Ás' },
      { id: 7102, name: 'Rei da Selva' },
      { id: 7103, name: 'Mina de Ouro' },
      { id: 7104, name: 'Pescaria' },
    ],
  },
  {
    id: 5,
    name: 'Originais',
    position: 5,
    games: [{ id: GAME_IDS.minesPro, name: 'Mines Pro' }],
  },
  {
    id: 9,
    name: 'Jogos da PG',
    position: FIRST_CATEGORY_POSITION,
    games: [
      { id: 7201, name: 'Tigre Dourado' },
      { id: 7202, name: 'Coelho Saltitante' },
      { id: 7203, name: 'Dragão de Jade' },
      { id: 7204, name: 'Touro Bravo' },
      { id: 7205, name: 'Panda Feliz' },
      { id: 7206, name: 'Festa Junina' },
    ],
  },
];
