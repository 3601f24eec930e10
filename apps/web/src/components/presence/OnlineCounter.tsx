// "N pessoas online": a real count refreshed every 60 s, hidden whenever it
// can't be had — never an invented number —
// and while it is too small to say anything but "the room is empty".
import { PRESENCE_REFRESH_MS, PRESENCE_SHOWN_FROM } from '@velas/domain/constants';
import styled from 'styled-components';
import { usePresenceQuery } from '#/services/presenceApi.ts';
import { presenceCopy } from './copy.ts';

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gain};
  }
`;

export function OnlineCounter() {
  const { data, isError } = usePresenceQuery(undefined, { pollingInterval: PRESENCE_REFRESH_MS });
  if (isError || !data || data.online < PRESENCE_SHOWN_FROM) return null;
  return <Badge>{presenceCopy.online(data.online)}</Badge>;
}
