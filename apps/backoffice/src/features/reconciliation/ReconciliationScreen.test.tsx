import { fireEvent, screen, within } from '@testing-library/react';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { toCents } from '@velas/domain/money';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const total = (count: number, cents: number) => ({ count, cents: toCents(cents) });

function report(
  date: string,
  overrides: Partial<ReconciliationResponse> = {},
): ReconciliationResponse {
  return {
    date,
    balanced: true,
    pix: {
      received: total(2, 15_000),
      credited: total(1, 10_000),
      refunded: total(1, 5_000),
      refundProcessing: total(0, 0),
      pendingReview: total(0, 0),
      lines: [
        {
          paymentId: 'pay-1',
          chargeId: 'charge-1',
          userId: 42,
          amountCents: toCents(10_000),
          at: `${date}T13:00:00.000Z`,
          outcome: 'credited',
          state: 'credited',
        },
        {
          paymentId: 'pay-2',
          chargeId: 'charge-2',
          userId: null,
          amountCents: toCents(5_000),
          at: `${date}T14:00:00.000Z`,
          outcome: 'unknown charge',
          state: 'refunded',
        },
      ],
      balanced: true,
    },
    payouts: {
      withdrawals: { paid: total(3, 30_000) },
      refunds: { done: total(1, 5_000) },
      problems: [],
      balanced: true,
    },
    gameMoney: {
      utcDate: date,
      bet: total(10, 1_000),
      won: total(4, 800),
      rolledBack: total(0, 0),
      aggregator: { bet: total(10, 1_000), won: total(4, 800), rolledBack: total(0, 0) },
      aggregatorError: null,
      mismatches: [],
      ledgerProblems: [],
      balanced: true,
    },
    ...overrides,
  };
}

/** Answers each day's report and keeps the days asked for. */
function serveReports(answer: (date: string) => ReconciliationResponse) {
  const asked: string[] = [];
  server.use(
    http.get(`${OPS}/reconciliation`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      asked.push(date);
      return HttpResponse.json(answer(date));
    }),
  );
  return asked;
}

/** Each body row's text, R$'s no-break space read as a space. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent.replace(/\s/g, ' '));

beforeEach(() => {
  // Late evening in São Paulo, already the next day in UTC: the screen opens on São Paulo's day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T01:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the reconciliation screen', () => {
  it("opens on São Paulo's today: each section's verdict, the Pix lines, the payouts and the game money", async () => {
    const asked = serveReports((date) => report(date));
    renderRoute('/conciliacao', staffMe('finance'));
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.gameMoneyOn('2026-11-20') }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['2026-11-20']);
    expect(screen.getByLabelText(backofficeTexts.day)).toHaveValue('2026-11-20');
    // The day's verdict, then one per section.
    expect(screen.getAllByRole('status').map((verdict) => verdict.textContent)).toEqual([
      backofficeTexts.balanced,
      backofficeTexts.balanced,
      backofficeTexts.balanced,
      backofficeTexts.balanced,
    ]);
    const pix = rows(backofficeTexts.pixReceived);
    expect(pix).toHaveLength(2);
    expect(pix[0]).toMatch(/42.*R\$\s100,00.*credited/);
    expect(pix[1]).toMatch(/—.*R\$\s50,00.*unknown charge.*refunded/);
    expect(rows(backofficeTexts.payments)).toEqual([
      `${backofficeTexts.withdrawals}paid3 · R$ 300,00`,
      `${backofficeTexts.refunds}done1 · R$ 50,00`,
    ]);
    expect(rows(backofficeTexts.gameMoney)[0]).toBe(
      `${backofficeTexts.staked}10 · R$ 10,0010 · R$ 10,00`,
    );
  });

  it("shows what does not balance: the section's verdict, the problems and the aggregator's failure", async () => {
    serveReports((date) => {
      const base = report(date);
      return {
        ...base,
        balanced: false,
        payouts: { ...base.payouts, problems: ['saque 9 pago duas vezes'], balanced: false },
        gameMoney: {
          ...base.gameMoney,
          aggregator: null,
          aggregatorError: 'agregador fora do ar',
          balanced: false,
        },
      };
    });
    renderRoute('/conciliacao', staffMe('finance'));
    expect(await screen.findByText('saque 9 pago duas vezes')).toBeInTheDocument();
    expect(screen.getByText('agregador fora do ar')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((verdict) => verdict.textContent)).toEqual([
      backofficeTexts.unbalanced,
      backofficeTexts.balanced,
      backofficeTexts.unbalanced,
      backofficeTexts.unbalanced,
    ]);
    // Without the aggregator's report its column says so, row by row.
    expect(rows(backofficeTexts.gameMoney)[0]).toBe(`${backofficeTexts.staked}10 · R$ 10,00—`);
  });

  it("shows an aggregator's amount the api could not read as cents as unreadable", async () => {
    serveReports((date) => {
      const base = report(date);
      const unreadable = { count: 10, cents: null };
      return {
        ...base,
        balanced: false,
        gameMoney: {
          ...base.gameMoney,
          aggregator: { bet: unreadable, won: total(4, 800), rolledBack: total(0, 0) },
          mismatches: [{ field: 'bets', ours: total(10, 1_000), aggregator: unreadable }],
          balanced: false,
        },
      };
    });
    renderRoute('/conciliacao', staffMe('finance'));
    await screen.findByRole('heading', { name: backofficeTexts.gameMoneyOn('2026-11-20') });
    expect(rows(backofficeTexts.gameMoney)[0]).toBe(
      `${backofficeTexts.staked}10 · R$ 10,0010 · ${backofficeTexts.unreadableAmount}`,
    );
  });

  it("another day asks that day's report", async () => {
    const asked = serveReports((date) => report(date));
    renderRoute('/conciliacao', staffMe('finance'));
    await screen.findByRole('heading', { name: backofficeTexts.gameMoneyOn('2026-11-20') });
    fireEvent.change(screen.getByLabelText(backofficeTexts.day), {
      target: { value: '2026-11-18' },
    });
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.gameMoneyOn('2026-11-18') }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['2026-11-20', '2026-11-18']);
  });

  it('says it is loading until the first report comes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${OPS}/reconciliation`, async ({ request }) => {
        await answered;
        return HttpResponse.json(report(new URL(request.url).searchParams.get('date') ?? ''));
      }),
    );
    renderRoute('/conciliacao', staffMe('finance'));
    expect(await screen.findByRole('status')).toHaveTextContent(backofficeTexts.loading);
    answer();
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.gameMoneyOn('2026-11-20') }),
    ).toBeInTheDocument();
    expect(screen.queryByText(backofficeTexts.loading)).not.toBeInTheDocument();
  });

  it("a day whose report fails shows the api's text, not the day shown before", async () => {
    server.use(
      http.get(`${OPS}/reconciliation`, ({ request }) =>
        new URL(request.url).searchParams.get('date') === '2026-11-20'
          ? HttpResponse.json(report('2026-11-20'))
          : HttpResponse.json({ message: 'Relatório indisponível.', errors: {} }, { status: 503 }),
      ),
    );
    renderRoute('/conciliacao', staffMe('finance'));
    await screen.findByRole('heading', { name: backofficeTexts.gameMoneyOn('2026-11-20') });
    fireEvent.change(screen.getByLabelText(backofficeTexts.day), {
      target: { value: '2026-11-18' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Relatório indisponível.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("a report that cannot be made shows the api's text", async () => {
    server.use(
      http.get(`${OPS}/reconciliation`, () =>
        HttpResponse.json({ message: 'Relatório indisponível.', errors: {} }, { status: 503 }),
      ),
    );
    renderRoute('/conciliacao', staffMe('finance'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Relatório indisponível.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
