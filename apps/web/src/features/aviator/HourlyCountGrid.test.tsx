import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { HourlyCountGrid } from './HourlyCountGrid.tsx';
import { hourlyMean } from './hourlyMean.ts';

const counts = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  count: hour === 3 ? 8 : hour % 3,
}));

describe('hourly count grid', () => {
  it('shows "—" for the hours still to come today and counts for the rest', () => {
    renderWithProviders(<HourlyCountGrid odd={10} counts={counts} currentHour={14} />);
    expect(screen.getByLabelText('03h: 8 rodadas de 10x ou mais')).toHaveTextContent('8');
    // The hour under way says so: a low count there read as a "cold" hour.
    expect(
      screen.getByLabelText('14h, em andamento: 2 rodadas de 10x ou mais até agora'),
    ).toHaveTextContent('14h2parcial');
    expect(screen.getByLabelText('13h: 1 rodada de 10x ou mais')).toHaveTextContent('1');
    const toCome = screen.getAllByLabelText(/ainda não chegou/);
    expect(toCome).toHaveLength(9);
    expect(toCome[0]).toHaveAccessibleName('15h: ainda não chegou');
    for (const hour of toCome) expect(hour).toHaveTextContent('—');
  });

  it('shows every hour of a past day', () => {
    renderWithProviders(<HourlyCountGrid odd={30} counts={counts} currentHour={null} />);
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
    renderWithProviders(<HourlyCountGrid odd={10} counts={counts} currentHour={14} />);
    expect(
      screen.getByText(
        'Média das horas já encerradas: 1,5 por hora. Ficar acima ou abaixo dela é o acaso de cada hora.',
      ),
    ).toBeInTheDocument();
  });

  it('draws every hour in one neutral tone, whatever its count: no colour scale', () => {
    renderWithProviders(<HourlyCountGrid odd={10} counts={counts} currentHour={null} />);
    // 03h has 8, four times the busiest other hour: still the same cell.
    const looks = counts.map(({ hour }) => {
      const style = getComputedStyle(
        screen.getByLabelText(new RegExp(`^${String(hour).padStart(2, '0')}h:`)),
      );
      return `${style.backgroundColor} ${style.color}`;
    });
    expect(new Set(looks).size).toBe(1);
    expect(looks[0]).toMatch(/^rgb\(.+ rgb\(/);
  });
});
