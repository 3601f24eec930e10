import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../core/theme/appTheme';
import { contrastRatio } from '../../lib/contrast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { heatShade, hourlyMean, MAX_STRENGTH } from './heatShades';
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

  it('reads each hour against the mean of the finished hours, said under the map', () => {
    // Hours 0–13 are over: 8 at 03h, (0+1+2)×4 + 0 + 1 elsewhere, 21 over 14 hours.
    expect(hourlyMean(counts, 14)).toBeCloseTo(21 / 14);
    expect(hourlyMean(counts, null)).toBeCloseTo(32 / 24);
    // Just past midnight the hour under way is the only basis.
    expect(hourlyMean(counts, 0)).toBe(0);
    expect(hourlyMean([], 5)).toBe(0);
    renderWithProviders(<HourlyHeatMap odd={10} counts={counts} currentHour={14} />);
    expect(
      screen.getByText(
        'Média das horas já encerradas: 1,5 por hora. A cor compara cada hora com ela (a mais forte é o dobro ou mais); ficar acima ou abaixo é o acaso de cada hora.',
      ),
    ).toBeInTheDocument();
  });

  it('tints gently in one hue: the mean halfway, twice the mean or more the strongest, one text colour', () => {
    const theme = buildTheme({ mode: 'dark', sidebar: 'primary' });
    const strength = (count: number) => {
      const { background } = heatShade(theme, count, 14);
      // How far the tint moved from the card towards the accent, on the first channel that differs.
      const channels = (colour: string) =>
        [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
      const [card, accent, cell] = [theme.colors.surface, theme.colors.primary, background].map(
        channels,
      );
      const index = (card ?? []).findIndex((value, at) => value !== accent?.[at]);
      return (
        ((cell?.[index] ?? 0) - (card?.[index] ?? 0)) /
        ((accent?.[index] ?? 0) - (card?.[index] ?? 0))
      );
    };
    expect(strength(0)).toBe(0);
    expect(strength(14)).toBeCloseTo(MAX_STRENGTH / 2, 1);
    expect(strength(28)).toBeCloseTo(MAX_STRENGTH, 1);
    expect(strength(60)).toBeCloseTo(MAX_STRENGTH, 1);
    // 12 and 15 around an expected 14 differ by a shade the eye barely tells apart.
    expect(Math.abs(strength(15) - strength(12))).toBeLessThan(0.05);
    expect(new Set([0, 7, 14, 28].map((count) => heatShade(theme, count, 14).color)).size).toBe(1);
  });

  it('keeps the text readable (AA) on the weakest and strongest tint in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = buildTheme({ mode, sidebar: 'primary' });
      for (const count of [0, 100]) {
        const shade = heatShade(theme, count, 1);
        expect(contrastRatio(shade.color, shade.background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
