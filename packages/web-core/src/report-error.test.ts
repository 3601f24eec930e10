import { clientErrorReportSchema } from '@velas/domain/schemas/client-errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReportErrorModule from './report-error.ts';

let reporter: typeof ReportErrorModule;
const beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);

beforeEach(async () => {
  // A fresh module per test: where reports go and how many were sent is per page.
  vi.resetModules();
  reporter = await import('./report-error.ts');
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.stubGlobal('location', new URL('https://velas.example/admin/withdraw'));
  vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  beacon.mockClear();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

const sentReports = () =>
  Promise.all(
    beacon.mock.calls.map(async ([url, body]) => ({
      url,
      report: clientErrorReportSchema.parse(JSON.parse(await body.text())),
    })),
  );

describe('reportError', () => {
  it('writes the error with what failed to the console', () => {
    const error = new Error('boom');
    reporter.reportError(error, 'game start');
    expect(console.error).toHaveBeenCalledWith('game start:', error);
  });

  it('sends nothing until the app names where reports go', () => {
    reporter.reportError(new Error('boom'), 'game start');
    expect(beacon).not.toHaveBeenCalled();
  });

  it("sends a bounded report to the app's api, without the page's query", async () => {
    vi.stubGlobal(
      'location',
      new URL('https://velas.example/auth/reset-password?token=secret-token'),
    );
    reporter.sendErrorReportsTo('/api/client-errors');
    reporter.reportError(new TypeError('x'.repeat(1_000)), 'screen');

    const [sent] = await sentReports();
    expect(sent?.url).toBe('/api/client-errors');
    expect(sent?.report).toMatchObject({ context: 'screen', path: '/auth/reset-password' });
    expect(sent?.report.message).toMatch(/^TypeError: x+$/);
    expect(sent?.report.message).toHaveLength(300);
    expect(JSON.stringify(sent)).not.toContain('secret-token');
  });

  it("says what a failed call's error object holds, not [object Object]", async () => {
    reporter.sendErrorReportsTo('/api/client-errors');
    reporter.reportError(
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      'categories',
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    reporter.reportError(cyclic, 'categories');

    const [failedCall, cycle] = await sentReports();
    expect(failedCall?.report.message).toBe(
      '{"status":"FETCH_ERROR","error":"TypeError: Failed to fetch"}',
    );
    expect(cycle?.report.message).toBe('[object Object]');
  });

  it('sends at most twenty reports from one page that fails in a loop', () => {
    reporter.sendErrorReportsTo('/api/client-errors');
    for (let i = 0; i < 50; i += 1) reporter.reportError(new Error('again'), 'screen');
    expect(beacon).toHaveBeenCalledTimes(20);
  });

  it('never throws, even when the console and the beacon do', () => {
    reporter.sendErrorReportsTo('/api/client-errors');
    vi.mocked(console.error).mockImplementation(() => {
      throw new Error('no console here');
    });
    beacon.mockImplementationOnce(() => {
      throw new Error('no beacon here');
    });
    expect(() => {
      reporter.reportError(new Error('boom'), 'history analysis');
    }).not.toThrow();
  });
});
