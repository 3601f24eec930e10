// The outline of a bar chart, at the chart's own height: what a lazily loaded
// chart shows until it is drawn, never a blank box (docs/design.md#charts).
// Still: a skeleton that pulses is motion that tells nothing.
import styled from 'styled-components';
import { visuallyHidden } from './visuallyHidden.ts';

/** Bar heights in % of the plot: an outline, not data. */
const BARS = [45, 70, 30, 85, 55, 65, 40];

const Plot = styled.div`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: 8%;
  padding: 12px 12px 28px 44px;
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radius.sm};
  & > span.bar {
    flex: 1;
    border-radius: 4px 4px 0 0;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Label = styled.span`
  ${visuallyHidden}
`;

/** `label`: a status for screen readers while the chart's code is loading. */
export function ChartSkeleton({ height, label }: { height: number; label?: string }) {
  return (
    <Plot
      style={{ height }}
      data-testid="chart-skeleton"
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
    >
      {BARS.map((bar, index) => (
        <span key={index} className="bar" aria-hidden="true" style={{ height: `${bar}%` }} />
      ))}
      {label && <Label>{label}</Label>}
    </Plot>
  );
}
