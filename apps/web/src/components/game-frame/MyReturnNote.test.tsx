import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { MyReturnNote } from './MyReturnNote.tsx';

const answer = (overrides: Record<string, unknown>) =>
  http.get(`${API}/api/casino-games/3835/my-return`, () =>
    HttpResponse.json({
      gameId: 3835,
      rtp: 97,
      rounds: 12,
      minRounds: 30,
      stakedCents: 1200,
      returnedCents: 900,
      observed: null,
      ...overrides,
    }),
  );

describe('MyReturnNote', () => {
  it('says why there is no return yet, without a count to reach', async () => {
    server.use(answer({}));
    renderWithProviders(<MyReturnNote gameId={3835} />);
    expect(
      await screen.findByText(
        'Seu retorno neste jogo não é mostrado: em menos de 30 rodadas encerradas, o resultado é quase todo sorte e não diz nada sobre o jogo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/você tem|12/)).not.toBeInTheDocument();
  });

  it('shows the observed return with its interval beside the RTP, and the method', async () => {
    server.use(
      answer({
        rounds: 120,
        observed: { ratio: 0.921, lower: 0.7134, upper: 1.1286, rounds: 120 },
      }),
    );
    renderWithProviders(<MyReturnNote gameId={3835} />);
    expect(
      await screen.findByText(
        'Você recebeu 92,1% do que apostou em 120 rodadas (intervalo de 95%: 71,3% a 112,9%). Retorno ao jogador do jogo: 97%.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/método delta/)).toBeInTheDocument();
  });
});
