// The chart's frame at its own height, a faint plot and its axes: what a
// lazily loaded chart shows until it is drawn, never a blank box
// (docs/design.md#charts). No bars: made-up bars read as data. Still: a
// skeleton that pulses is motion that tells nothing.
import styled from 'styled-components';
import { visuallyHidden } from './visuallyHidden.ts';

const Frame = styled.div`
  padding: 12px 12px 28px 44px;
  box-sizing: border-box;
`;

/** Where the chart will draw: its axes as lines, its plot faintly tinted. */
const Plot = styled.div`
  height: 100%;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  border-radius: 0 ${({ theme }) => theme.radius.sm} 0 0;
`;

const Label = styled.span`
  ${visuallyHidden}
`;

/** `label`: a status for screen readers while the chart's code is loading. */
export function ChartSkeleton({ height, label }: { height: number; label?: string }) {
  return (
    <Frame
      style={{ height }}
      data-testid="chart-skeleton"
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
    >
      <Plot />
      {label && <Label>{label}</Label>}
    </Frame>
  );
}
