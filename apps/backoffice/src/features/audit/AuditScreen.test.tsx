import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { authMessages } from '@velas/domain/messages/auth';
import { toCents } from '@velas/domain/money';
import type { AuditEvent } from '@velas/domain/schemas/audit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const events: AuditEvent[] = [
  {
    id: 11,
    at: '2026-11-20T12:00:00.000Z',
    userId: 42,
    actor: 'staff:7',
    category: 'money',
    action: 'withdrawal_released',
    amountCents: toCents(25_000),
    details: { staffEmail: 'finance@velas.test', reason: 'documentos conferidos' },
    requestId: 'req-1',
  },
  {
    id: 12,
    at: '2026-11-20T13:00:00.000Z',
    userId: 42,
    actor: 'player:42',
    category: 'limits',
    action: 'deposit_limit_set',
    amountCents: null,
    details: {},
    requestId: null,
  },
];

/** Answers the trail and keeps each filter asked for. */
function serveTrail() {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${OPS}/audit`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ events });
    }),
  );
  return asked;
}

describe('the audit screen', () => {
  it('filters by player: who did what, when, for how much, with the details', async () => {
    const asked = serveTrail();
    const user = userEvent.setup();
    renderRoute('/auditoria', staffMe('compliance'));
    // Ids only: what is not a digit never reaches the filter.
    await user.type(await screen.findByLabelText(backofficeTexts.playerId), '4a2');
    expect(screen.getByLabelText(backofficeTexts.playerId)).toHaveValue('42');
    await user.click(screen.getByRole('button', { name: backofficeTexts.filter }));
    const trail = await screen.findByRole('table', { name: backofficeTexts.auditTitle });
    expect(asked).toEqual([{ userId: '42' }]);
    const [released, limit] = within(trail).getAllByRole('row').slice(1);
    expect(released).toHaveTextContent('staff:7 · finance@velas.test');
    expect(released).toHaveTextContent('money/withdrawal_released');
    expect(released).toHaveTextContent(/R\$\s250,00/);
    expect(released).toHaveTextContent('"reason":"documentos conferidos"');
    expect(limit).toHaveTextContent('player:42');
    expect(limit).toHaveTextContent('limits/deposit_limit_set');
    expect(limit).toHaveTextContent('—');
  });

  it('filters by staff member and player together', async () => {
    const asked = serveTrail();
    const user = userEvent.setup();
    renderRoute('/auditoria', staffMe('admin'));
    await user.type(await screen.findByLabelText(backofficeTexts.staffId), '7');
    await user.type(screen.getByLabelText(backofficeTexts.playerId), '42');
    await user.click(screen.getByRole('button', { name: backofficeTexts.filter }));
    await screen.findByRole('table', { name: backofficeTexts.auditTitle });
    expect(asked).toEqual([{ staffId: '7', userId: '42' }]);
  });

  it('asks for nothing until a staff member or a player is named', async () => {
    const asked = serveTrail();
    const user = userEvent.setup();
    renderRoute('/auditoria', staffMe('compliance'));
    expect(await screen.findByText(backofficeTexts.auditFilterHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: backofficeTexts.filter }));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("a refused filter shows the api's text", async () => {
    server.use(
      http.get(`${OPS}/audit`, () =>
        HttpResponse.json({ message: authMessages.forbidden, errors: {} }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/auditoria', staffMe('compliance'));
    await user.type(await screen.findByLabelText(backofficeTexts.playerId), '42');
    await user.click(screen.getByRole('button', { name: backofficeTexts.filter }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.forbidden);
  });
});
