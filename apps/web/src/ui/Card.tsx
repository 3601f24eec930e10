import styled from 'styled-components';
import { media } from '../app/theme/media';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 18px;
  min-width: 0;
`;

export const CardTitle = styled.h2`
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** One column on phones, two or three on wider screens (DESIGN.md). */
export const Grid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.tiles} {
    grid-template-columns: repeat(${({ $columns = 2 }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;

/** Two small tiles a row on phones, four once the sidebar is fixed. */
export const TileGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.layout} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 8px;
`;
