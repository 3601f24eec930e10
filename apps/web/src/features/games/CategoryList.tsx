// The catalogue: each category's name over a grid of tiles, 3 per row.
import type { Category, Game } from '@velas/domain/schemas/casino';
import styled from 'styled-components';
import { orderCategories } from './catalogue';
import { GameTile } from './GameTile';
import { mediaQueries } from '../../core/theme/media';
import { useMediaQuery } from '../../lib/useMediaQuery';

const Section = styled.section`
  margin-bottom: 20px;
  h2 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
`;

const TILES_PER_ROW = 3;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(${TILES_PER_ROW}, minmax(0, 1fr));
  gap: 8px;
`;

interface CategoryListProps {
  categories: readonly Category[];
  onLaunch: (game: Game, category: Category) => void;
}

export function CategoryList({ categories, onLaunch }: CategoryListProps) {
  const mobile = useMediaQuery(mediaQueries.upToTiles);
  return (
    <>
      {orderCategories(categories).map((category, position) => (
        <Section key={category.id} aria-label={category.name}>
          <h2>{category.name}</h2>
          <Tiles>
            {category.games.map((game, index) => (
              <GameTile
                key={game.id}
                game={game}
                mobile={mobile}
                // The first row is the screen's largest paint: fetched at once, not lazily.
                firstRow={position === 0 && index < TILES_PER_ROW}
                onLaunch={(launched) => {
                  onLaunch(launched, category);
                }}
              />
            ))}
          </Tiles>
        </Section>
      ))}
    </>
  );
}
