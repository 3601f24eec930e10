import { fireEvent, screen } from '@testing-library/react';
import { historyMessages } from '@velas/domain/messages/history';
import { chainInfoSchema, roundVerificationSchema } from '@velas/domain/schemas/history';
import { http, HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { VerifyRoundCard } from './VerifyRoundCard.tsx';

// The first link of the independently computed chain in crashPoint.test.ts.
const SALT = 'velas-salt-MINES_BET';
const HASH = '19b25856e1c150ca834cffc8b59b23adbd0ec0389e58eb22b3b64768098d002b';
const PREVIOUS = 'a7e130694166cdb95b1e1bbce3f21e4dbd63f46df42b48c5a1f8295033d57d04';

function serveRound(odd: number) {
  server.use(
    http.get(`${API}/history-api/chain`, () =>
      HttpResponse.json(
        chainInfoSchema.parse({
          betHouse: 'MINES_BET',
          salt: SALT,
          terminatingHash: PREVIOUS,
          length: 10,
        }),
      ),
    ),
    http.get(`${API}/history-api/rounds/:id/verify`, ({ params }) =>
      params.id === '42'
        ? HttpResponse.json(
            roundVerificationSchema.parse({
              id: 42,
              betHouse: 'MINES_BET',
              odd,
              hash: HASH,
              salt: SALT,
              previousHash: PREVIOUS,
            }),
          )
        : HttpResponse.json(
            { message: historyMessages.roundNotFound, errors: {} },
            { status: 404 },
          ),
    ),
  );
}

function verify(id: string) {
  fireEvent.change(screen.getByLabelText('Número da rodada'), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
}

describe('verify a round', () => {
  beforeEach(() => {
    serveRound(1.59);
  });

  it("checks the round it opens with (the grid's proof link) without a tap", async () => {
    renderWithProviders(<VerifyRoundCard initialRound={42} />);
    expect(screen.getByLabelText('Número da rodada')).toHaveValue('42');
    expect(await screen.findByText(/Calculado no navegador: 1,59x — confere/)).toBeInTheDocument();
  });

  it('keeps its button outlined: "Verificar intervalo" is the tab\'s filled one', () => {
    renderWithProviders(<VerifyRoundCard />);
    const button = screen.getByRole('button', { name: 'Verificar' });
    expect(getComputedStyle(button).backgroundColor).toMatch(/transparent|rgba\(0, 0, 0, 0\)/);
  });

  it('recomputes the crash point in the browser and says it matches', async () => {
    renderWithProviders(<VerifyRoundCard />);
    verify('42');
    expect(await screen.findByText(/Calculado no navegador: 1,59x — confere/)).toBeInTheDocument();
  });

  it('says so when the server odd does not match the hash', async () => {
    serveRound(2.5);
    renderWithProviders(<VerifyRoundCard />);
    verify('42');
    expect(
      await screen.findByText(/Calculado no navegador: 1,59x — não confere/),
    ).toBeInTheDocument();
  });

  it("shows the api's message for an unknown round", async () => {
    renderWithProviders(<VerifyRoundCard />);
    verify('7');
    expect((await screen.findByRole('alert')).textContent).toBe(historyMessages.roundNotFound);
  });

  it('computes the crash point of a pasted hash with the chain salt', async () => {
    renderWithProviders(<VerifyRoundCard />);
    const field = screen.getByLabelText('Ou cole o código de conferência da rodada');
    // Set apart from the round form's button above it: 24 px on the field's block.
    const fieldBlock = field.parentElement?.parentElement; // the Field's own wrapper
    expect(getComputedStyle(fieldBlock?.parentElement as HTMLElement).marginTop).toBe('24px');
    fireEvent.change(field, {
      target: { value: ` ${HASH.toUpperCase()} ` },
    });
    expect((await screen.findByText('Ponto de queda deste código:')).textContent).toContain(
      '1,59x',
    );
  });
});
