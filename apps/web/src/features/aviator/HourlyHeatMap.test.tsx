import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../core/theme/appTheme';
import { contrastRatio } from '../../lib/contrast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { heatShades, heatStep } from './heatShades';
import { HourlyHeatMap } from './HourlyHeatMap';

const counts = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  count: hour === 3 ? 8 : hour % 3,
}));

describe('hourly heat map', () => {
  it('shows "—" for the hours still to come today and counts for the rest', () => {
    renderWithProviders(<HourlyHeatMap odd={10} counts={counts} currentHour={14} />);
    expect(screen.getByLabelText('03h: 8 rodadas de 10x ou mais')).toHaveTextContent('8');
    expect(screen.getByLabelText('14h: 2 rodadas de 10x ou mais')).toHaveTextContent('2');
    expect(screen.getByLabelText('13h: 1 rodada de 10x ou mais')).toHaveTextContent('1');
    const toCome = screen.getAllByLabelText(/ainda não chegou/);
    expect(toCome).toHaveLength(9);
    expect(toCome[0]).toHaveAccessibleName('15h: ainda não chegou');
    for (const hour of toCome) expect(hour).toHaveTextContent('—');
  });

  it('shows every hour of a past day', () => {
    renderWithProviders(<HourlyHeatMap odd={30} counts={counts} currentHour={null} />);
    expect(screen.queryAllByLabelText(/ainda não chegou/)).toHaveLength(0);
    expect(screen.getByLabelText('23h: 2 rodadas de 30x ou mais')).toBeInTheDocument();
  });

  it('shades by share of the busiest hour, none for zero', () => {
    expect([0, 1, 2, 3, 4, 8].map((count) => heatStep(count, 8))).toEqual([0, 1, 1, 2, 2, 4]);
    expect(heatStep(0, 0)).toBe(0);
  });

  it('keeps every shade readable (AA) in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const shade of heatShades(buildTheme({ mode, sidebar: 'primary' })))
        expect(contrastRatio(shade.color, shade.background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
