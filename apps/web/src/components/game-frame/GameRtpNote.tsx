import { explainRtp } from '@velas/domain/protection';
import { Muted } from '@velas/web-core/ui/Card';
import { useCategoriesQuery } from '#/services/gamesApi.ts';
import { TextWithTerms } from '#/ui/Term.tsx';

export function useGameRtp(gameId: number | null): number | null {
  const { data: categories } = useCategoriesQuery(undefined, { skip: gameId === null });
  for (const category of categories ?? [])
    for (const game of category.games) if (game.id === gameId) return game.rtp;
  return null;
}

export function GameRtpNote({ gameId, rulesRtp }: { gameId: number | null; rulesRtp?: number }) {
  const rtp = useGameRtp(gameId) ?? rulesRtp ?? null;
  return rtp === null ? null : (
    <Muted role="note">
      <TextWithTerms text={explainRtp(rtp)} terms={['Retorno ao jogador']} />
    </Muted>
  );
}
