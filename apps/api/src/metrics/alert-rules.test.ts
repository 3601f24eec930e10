// docs/operations/alerts.yml, the Prometheus rules of docs/operations/what-to-watch.md#what-to-watch:
// every expression parses with Prometheus' own PromQL grammar (the one its
// web UI uses), and every metric it names is one the api exports, so no alert
// waits for a series that never comes.
import { readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { useTestApp } from '#/test/use-test-app.js';

const RULES = new URL('../../../../docs/operations/alerts.yml', import.meta.url);

interface Rule {
  alert?: string;
  expr?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rules: Rule[] = (
  parse(readFileSync(RULES, 'utf8')) as { groups: { name: string; rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);

/** The parse errors of an expression and the metric names its selectors name. */
function read(expr: string): { errors: string[]; metrics: string[] } {
  const errors: string[] = [];
  const metrics: string[] = [];
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError)
        errors.push(`at ${String(node.from)}: ${expr.slice(node.from, node.to + 10)}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        metrics.push(expr.slice(node.from, node.to));
    },
  });
  return { errors, metrics };
}

const t = useTestApp();

describe('docs/operations/alerts.yml', () => {
  it('is a rules file whose every rule is an alert with an expression, a severity and a summary', () => {
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Velas[A-Za-z]+$/);
      expect(typeof rule.expr).toBe('string');
      expect(['page', 'warning']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
    }
  });

  it('parses with the PromQL grammar', () => {
    for (const rule of rules) expect(read(rule.expr ?? '').errors, rule.alert).toEqual([]);
    // The check itself catches a broken expression.
    expect(read('sum(rate(velas_http_requests_total[5m]').errors).not.toEqual([]);
  });

  it('names only metrics the api exports', async () => {
    const exported = new Set(
      (await t.app.metrics.registry.getMetricsAsJSON()).flatMap(({ name, type }) =>
        String(type) === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
      ),
    );
    const named = rules.flatMap((rule) => read(rule.expr ?? '').metrics);
    expect(named.length).toBeGreaterThan(rules.length);
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
    // Money and providers are watched.
    for (const name of [
      'velas_provider_calls_total',
      'velas_payouts_oldest_processing_age_seconds',
      'velas_payouts_processing',
      'velas_withdrawals_unfinished_over_100_minutes',
      'velas_withdrawals_held',
      'velas_received_payments_awaiting_refund',
      'velas_database_pool_clients',
    ])
      expect(named).toContain(name);
  });
});
