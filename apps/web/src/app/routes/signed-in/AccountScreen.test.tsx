import { screen, within } from '@testing-library/react';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import AccountScreen from './AccountScreen.tsx';

describe('Minha conta', () => {
  it('keeps the standard gap between its cards and its form at a readable width', () => {
    renderWithProviders(<AccountScreen />);
    const sessions = screen.getByRole('heading', { name: 'Sessões' });
    const stack = sessions.parentElement?.parentElement;
    if (!stack) throw new Error('no card stack');
    // docs/design.md#principles: the cards never touch; forms stop at 560 px.
    expect(getComputedStyle(stack).display).toBe('grid');
    expect(getComputedStyle(stack).gap).toBe('16px');
    const form = stack.querySelector('form');
    if (!form) throw new Error('no password form');
    expect(getComputedStyle(form).maxWidth).toBe('560px');
  });

  it('shows the personal data first, the CPF masked, and closing the account last', async () => {
    server.use(
      http.get(`${API}/api/profile`, () =>
        HttpResponse.json({
          ...fixtures.profile,
          zipCode: '01001000',
          state: 'SP',
          city: 'São Paulo',
          street: 'Praça da Sé',
          neighborhood: 'Sé',
          number: '100',
        }),
      ),
    );
    renderWithProviders(<AccountScreen />);
    const data = await screen.findByRole('region', { name: 'Seus dados' });
    expect(within(data).getByText('Demo da Silva')).toBeInTheDocument();
    expect(within(data).getAllByText(/\*\*\*\.982\.247-\*\*/)).toHaveLength(2);
    expect(within(data).queryByText(/529/)).not.toBeInTheDocument();
    expect(
      within(data).getByText('Praça da Sé, 100 · Sé · São Paulo/SP · 01001\u2011000'),
    ).toBeInTheDocument();
    expect(await within(data).findByText('Feita')).toBeInTheDocument();
    const close = screen.getByRole('button', { name: /Encerrar conta/ });
    expectBefore(data, close);
  });

  it('says the address is asked at the first withdrawal while there is none', async () => {
    renderWithProviders(<AccountScreen />);
    expect(
      await screen.findByText('Ainda não informado: pedimos no primeiro saque.', { exact: false }),
    ).toBeInTheDocument();
    // Or now: Sacar's first step saves the address alone, before any money.
    expect(screen.getByRole('link', { name: 'Informar agora' }).getAttribute('href')).toMatch(
      /withdraw$/,
    );
  });
});
