// What the gap chart asks apexcharts to draw (docs/product/probability-lab.md#gaps-in-context):
// apexcharts does not draw in jsdom, so the options it is handed are read; the
// e2e suite sees the drawn chart.
import { screen } from '@testing-library/react';
import type { NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import type { ApexOptions } from 'apexcharts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import GapChart from './GapChart.tsx';

type Series = NonNullable<ApexOptions['series']>;

const handed: { options?: ApexOptions; series?: Series } = {};

vi.mock('apexcharts/line', () => ({}));
vi.mock('apexcharts/features/legend', () => ({}));
vi.mock('react-apexcharts/core', () => ({
  default: (props: { options: ApexOptions; series: Series }) => {
    handed.options = props.options;
    handed.series = props.series;
    return <p data-testid="drawn" />;
  },
}));

const data: NextRoundAfterGaps = {
  target: 30,
  theoretical: 0.97 / 30,
  buckets: [
    { from: 0, to: 9, trials: 400, hits: 13, rate: 13 / 400, interval: null },
    { from: 10, to: 19, trials: 300, hits: 10, rate: 10 / 300, interval: null },
    { from: 20, to: null, trials: 5, hits: 1, rate: 0.2, interval: null },
  ],
};

describe('GapChart', () => {
  it('labels its axes and both tick lines, writes nothing over the points, and names the dashed true chance with its value', () => {
    renderWithProviders(<GapChart data={data} />);
    expect(screen.getByTestId('drawn')).toBeInTheDocument();
    const options = handed.options ?? {};
    // No value over the points nor on the dashed line: at 360 px they collided
    // with the axis labels and hid the points under them.
    expect(options.dataLabels?.enabled).toBe(false);
    expect(options.annotations).toBeUndefined();
    // The dashed line of the true chance, named with its value in the legend.
    const series = handed.series as { name: string; data: (number | null)[] }[] | undefined;
    expect(series?.[1]).toMatchObject({ name: 'Chance real: 3,23%', data: [3.23, 3.23, 3.23] });
    expect(series?.[0]?.name).toBe('Saiu depois da sequência');
    expect(options.stroke?.dashArray).toEqual([0, 6]);
    // Axes with their titles; each tick says where the run starts and its rounds.
    // One line a tick: at 360 px a second line of sample sizes ran together.
    expect(options.xaxis?.title?.text).toBe('Rodadas sem a vela antes');
    expect(options.xaxis?.categories).toEqual(['0', '10', '20+']);
    const yaxis = Array.isArray(options.yaxis) ? options.yaxis[0] : options.yaxis;
    expect(yaxis?.title?.text).toBe('Saiu na rodada seguinte (%)');
    // A thin bucket keeps its place without a point.
    expect(series?.[0]?.data).toEqual([3.25, 3.33, null]);
  });
});
