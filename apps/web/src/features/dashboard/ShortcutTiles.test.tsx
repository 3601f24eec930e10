import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { mediaQueries } from '../../core/theme/media';
import * as fixtures from '../../test/fixtures';
import { API } from '../../test/handlers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../test/server';
import { ShortcutTiles } from './ShortcutTiles';

/**
 * Whether a phone-width rule (jsdom lays out at 1024 px, so it never applies
 * one) makes `tile` span the whole row.
 */
function fillsRowOnPhones(tile: Element): boolean {
  const phone = mediaQueries.belowLayout.replace(/[()]/g, '');
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.conditionText.replace(/[()]/g, '') === phone)
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .some(
      (rule) =>
        rule.style.gridColumn.replace(/\s/g, '') === '1/-1' && tile.matches(rule.selectorText),
    );
}

describe('dashboard shortcuts', () => {
  it('lets a lone last tile fill its row in the two-column grid', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderWithProviders(<ShortcutTiles />);
    const roulette = await screen.findByRole('link', { name: 'Sinais Roletas' });
    expect(fillsRowOnPhones(roulette)).toBe(true);
    expect(fillsRowOnPhones(screen.getByRole('link', { name: 'Horários Aviator' }))).toBe(false);
  });

  it('keeps an even row of tiles in their columns', async () => {
    renderWithProviders(<ShortcutTiles />);
    const lessons = await screen.findByRole('link', { name: 'Aulas' });
    expect(fillsRowOnPhones(lessons)).toBe(false);
    expect(fillsRowOnPhones(screen.getByRole('link', { name: 'Sinais Roletas' }))).toBe(false);
  });
});
