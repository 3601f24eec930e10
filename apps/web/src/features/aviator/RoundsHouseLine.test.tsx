// The house line over the statistics (RoundsHouseLine.tsx): the house named
// always; the house played here by the operator's brand, only when the settings say the game plays it.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { usePublicSettings } from '#/services/settingsApi.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { RoundsHouseLine } from './RoundsHouseLine.tsx';

/** Shows the settings' mode once they have arrived, so a test can wait for them. */
function SettingsArrived() {
  return <p>{usePublicSettings()?.mode}</p>;
}

describe('whose rounds the statistics count', () => {
  it('names the house played here by the brand, with no second name, when the demo plays its rounds', async () => {
    renderWithProviders(<RoundsHouseLine betHouse="MINES_BET" />);
    expect(
      await screen.findByText(
        'Rodadas do Aviator desta casa, Velas: as mesmas do Aviator que você joga aqui.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/BR4BET/)).toBeNull();
  });

  it('names the house alone for another house', async () => {
    renderWithProviders(<RoundsHouseLine betHouse="VOA_BET" />);
    expect(await screen.findByText('Rodadas do Aviator da VoaBet.')).toBeInTheDocument();
  });

  it('claims no "same game" when the settings do not say which house the game plays', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json({ ...fixtures.demoSettings, mode: 'production', demo: null }),
      ),
    );
    renderWithProviders(
      <>
        <SettingsArrived />
        <RoundsHouseLine betHouse="MINES_BET" />
      </>,
    );
    expect(await screen.findByText('production')).toBeInTheDocument();
    expect(screen.getByText('Rodadas do Aviator da BR4BET.')).toBeInTheDocument();
  });
});
