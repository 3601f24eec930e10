import { isApiFailure } from '@velas/web-core/api-failure';
import { reportError } from '@velas/web-core/report-error';
import { useEffect } from 'react';
import { useGameStartQuery } from '#/services/gameStartApi.ts';
import { isMobileAgent } from './frameSource.ts';

export function useGameLink(gameId: number | null) {
  const { data, isError, error, isFetching } = useGameStartQuery(
    { id: gameId ?? 0, isMobileDevice: isMobileAgent(navigator.userAgent) },
    { skip: gameId === null, refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (isError) reportError(error, `game ${String(gameId)} start`);
  }, [isError, error, gameId]);
  // The api's own reason (the aggregator down, a pause…), when it gave one.
  const reason = isError && isApiFailure(error) ? error.message : null;
  return { link: data?.link ?? null, failed: isError, reason, loading: isFetching };
}
