// 3 tiles of 360 px made a desktop page of 2,700 px, hence the ~160 px columns.
// A lobby of one game shows it alone, large, under a heading that says so.
import type { Category, Game } from '@velas/domain/schemas/casino';
import styled from 'styled-components';
import { media, mediaQueries } from '#/core/theme/media.ts';
import { useMediaQuery } from '#/lib/useMediaQuery.ts';
import { categoryHeading, orderCategories, playableCatalogue } from './catalogue.ts';
import { gamesCopy } from './copy.ts';
import { GameTile } from './GameTile.tsx';

const Section = styled.section`
  margin-bottom: 20px;
  h2 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
`;

const TILES_PER_ROW = 3;
const FIRST_SCREEN_CATEGORIES = 2;

/** The narrowest a tile gets on wider screens: name and RTP stay on one or two lines. */
const WIDE_TILE_MIN_PX = 160;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(${TILES_PER_ROW}, minmax(0, 1fr));
  gap: 8px;
  ${media.tiles} {
    grid-template-columns: repeat(auto-fill, minmax(${WIDE_TILE_MIN_PX}px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** The one game, wide: a third of a row under a provider's heading read as an empty lobby. */
const OneTile = styled.div`
  max-width: 420px;
  & > button img {
    aspect-ratio: 16 / 10;
  }
`;

const NotConnected = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

interface CategoryListProps {
  categories: readonly Category[];
  onLaunch: (game: Game, category: Category) => void;
}

export function CategoryList({ categories, onLaunch }: CategoryListProps) {
  const mobile = useMediaQuery(mediaQueries.upToTiles);
  const lobby = playableCatalogue(categories);
  const games = lobby.categories.flatMap((category) =>
    category.games.map((game) => ({ game, category })),
  );
  const notConnected = lobby.hidden > 0 && (
    <NotConnected>
      {lobby.categories.length > 0 ? gamesCopy.othersNotConnected : gamesCopy.noneConnected}
    </NotConnected>
  );
  const [only] = games;
  if (games.length === 1 && only)
    return (
      <>
        <Section aria-label={gamesCopy.oneConnected}>
          <h2>{gamesCopy.oneConnected}</h2>
          <OneTile>
            <GameTile
              game={only.game}
              mobile={mobile}
              firstScreen
              onLaunch={(launched) => {
                onLaunch(launched, only.category);
              }}
            />
          </OneTile>
        </Section>
        {notConnected}
      </>
    );
  return (
    <>
      {orderCategories(lobby.categories).map((category, position) => (
        <Section key={category.id} aria-label={categoryHeading(category.name)}>
          <h2>{categoryHeading(category.name)}</h2>
          <Tiles>
            {category.games.map((game, index) => (
              <GameTile
                key={game.id}
                game={game}
                mobile={mobile}
                // A phone's first screen shows two categories (the largest paint is
                // one of their tiles): fetched at once, not lazily.
                firstScreen={position < FIRST_SCREEN_CATEGORIES && index < 2 * TILES_PER_ROW}
                onLaunch={(launched) => {
                  onLaunch(launched, category);
                }}
              />
            ))}
          </Tiles>
        </Section>
      ))}
      {notConnected}
    </>
  );
}
