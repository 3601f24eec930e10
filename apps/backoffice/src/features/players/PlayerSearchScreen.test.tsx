import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountStatusLabels } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { commonMessages } from '@velas/domain/messages/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerView } from '#/test/fixtures.ts';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const ana = {
  id: 42,
  email: 'ana@velas.test',
  name: 'Ana Souza',
  cpfMasked: '***.456.789-**',
  status: 'active',
  blocked: false,
};
const bruno = { ...ana, id: 43, email: 'bruno@velas.test', name: 'Bruno Lima', blocked: true };

/** Answers a search with `players` and keeps each query asked for. */
function serveSearch(players: (typeof ana)[]) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${OPS}/players`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q'));
      return HttpResponse.json({ players });
    }),
  );
  return asked;
}

describe('the player search', () => {
  it('finds players by what support typed and opens the one chosen', async () => {
    const asked = serveSearch([ana, bruno]);
    server.use(http.get(`${OPS}/players/42`, () => HttpResponse.json(playerView())));
    const user = userEvent.setup();
    renderRoute('/jogadores', staffMe('support'));
    const search = await screen.findByRole('search');
    await user.type(within(search).getByLabelText(backofficeTexts.searchLabel), '  velas.test ');
    await user.click(within(search).getByRole('button', { name: backofficeTexts.search }));
    const found = await screen.findByRole('table', { name: backofficeTexts.navPlayers });
    expect(asked).toEqual(['velas.test']);
    const [first, second] = within(found).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(
      `42ana@velas.testAna Souza***.456.789-**${accountStatusLabels.active}`,
    );
    // A blocked account says so instead of its status.
    expect(second).toHaveTextContent(
      `bruno@velas.testBruno Lima***.456.789-**${backofficeTexts.blocked}`,
    );
    await user.click(
      within(found).getByRole('link', { name: `${backofficeTexts.open} ana@velas.test` }),
    );
    expect(await screen.findByRole('heading', { name: /Ana Souza/ })).toBeInTheDocument();
  });

  it('says when no player matches', async () => {
    serveSearch([]);
    const user = userEvent.setup();
    renderRoute('/jogadores', staffMe('support'));
    await user.type(
      await screen.findByLabelText(backofficeTexts.searchLabel),
      'ninguem@velas.test',
    );
    await user.click(screen.getByRole('button', { name: backofficeTexts.search }));
    expect(await screen.findByText(backofficeTexts.noPlayers)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for nothing with only spaces typed', async () => {
    const asked = serveSearch([ana]);
    const user = userEvent.setup();
    renderRoute('/jogadores', staffMe('support'));
    const field = await screen.findByLabelText(backofficeTexts.searchLabel);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: backofficeTexts.search }));
    expect(asked).toEqual([]);
  });

  it("a failed search shows the api's text", async () => {
    server.use(
      http.get(`${OPS}/players`, () =>
        HttpResponse.json(
          { message: commonMessages.serviceUnavailable, errors: {} },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/jogadores', staffMe('support'));
    await user.type(await screen.findByLabelText(backofficeTexts.searchLabel), 'ana@velas.test');
    await user.click(screen.getByRole('button', { name: backofficeTexts.search }));
    expect(await screen.findByRole('alert')).toHaveTextContent(commonMessages.serviceUnavailable);
  });
});
