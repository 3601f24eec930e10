// A loading status that keeps the room of what will replace it: the status is
// drawn over an invisible outline of the content (cells, badges), so the card
// has its final height from the first paint and nothing below it moves when
// the data arrives.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Loading } from './Spinner.tsx';

const Box = styled.div`
  position: relative;
`;

const Over = styled.div`
  position: absolute;
  inset: 0 0 auto;
`;

const Outline = styled.div`
  visibility: hidden;
`;

export function LoadingReserve({ label, outline }: { label: string; outline: ReactNode }) {
  return (
    <Box>
      <Outline aria-hidden="true">{outline}</Outline>
      <Over>
        <Loading label={label} />
      </Over>
    </Box>
  );
}
