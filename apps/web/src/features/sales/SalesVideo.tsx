import type { SalesPage } from '@velas/domain/schemas/operator-settings';
import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { salesCopy } from './copy.ts';

const Player = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  margin: 0 0 16px;
  border: 0;
  border-radius: 6px;
`;

/** The page's video when the operator configured one; nothing otherwise (no placeholder). */
export function SalesVideo({ page, topic }: { page: SalesPage; topic: string }) {
  const videoUrl = usePublicSettings()?.salesPages[page].videoUrl;
  if (!videoUrl) return null;
  return (
    <Player
      src={videoUrl}
      title={salesCopy.videoTitle(topic)}
      allow="encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
