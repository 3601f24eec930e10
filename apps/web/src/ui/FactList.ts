// A list of named facts (<dl>): each name muted, each value in even figures.
// Two layouts: in columns (the default), names in one and values beside them,
// a long value (a hash) broken anywhere rather than widening the page; or
// inline, each name and value kept whole in a <div> and the facts wrapping
// between them, for a line of figures under a heading.
import styled, { css } from 'styled-components';

const columns = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  dd {
    overflow-wrap: anywhere;
  }
`;

const inline = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(3)};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    white-space: nowrap;
  }
  dd {
    white-space: nowrap;
  }
`;

export const FactList = styled.dl<{ $inline?: boolean }>`
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  ${({ $inline = false }) => ($inline ? inline : columns)}
`;
