// Depth behind a tap (docs/design.md#clarity): on a long analysis screen the
// cards below the first screen that go deeper wait under one line, closed,
// so the page is the answer first and the detail on demand. Its content is
// rendered on the first opening only: closed, it costs no requests and no
// main-thread work.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CardGrid } from './CardGrid.ts';
import { disclosureSummary } from './disclosure.ts';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0 ${({ theme }) => theme.space(4)};
  ${disclosureSummary}
  &[open] {
    padding-bottom: ${({ theme }) => theme.space(4)};
  }
  summary {
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    min-height: 56px;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 400;
`;

export function Fold({
  label,
  hint,
  className,
  startOpen = false,
  children,
}: {
  /** The summary line: what opening shows. */
  label: string;
  /** One line under it, in the summary: what the cards inside tell. */
  hint?: string;
  className?: string;
  /** Open from the start: a link that promised what it holds led here. */
  startOpen?: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(startOpen);
  return (
    <Details
      className={className}
      open={startOpen}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        {label}
        {hint && <Hint>{hint}</Hint>}
      </summary>
      {/* The folded cards keep the screen's own grid: two columns where it has two. */}
      {opened && <CardGrid>{children}</CardGrid>}
    </Details>
  );
}
