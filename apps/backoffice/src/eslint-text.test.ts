// The text rule (`velas/no-inline-text`, docs/architecture.md#texts) holds
// the back office too: a pt-BR literal in a screen fails lint, the same screen
// reading backofficeTexts passes, and no screen is exempt. The cases of what
// the rule counts as text are proven in apps/web/src/eslint-text.test.ts.
import { join } from 'node:path';
import { exemptComponents, textRule } from '@velas/web-testing/eslint-text';
import { describe, expect, it } from 'vitest';

const appRoot = join(import.meta.dirname, '..');
const { setting, breaches } = textRule(appRoot, 'src/features/audit/Zone.tsx');

const screen = (jsx: string) =>
  `import { backofficeTexts } from '@velas/domain/backoffice/texts';\nexport function Zone() {\n  return (${jsx});\n}\n`;

describe('no user-facing text inline in the back office', () => {
  it('refuses a pt-BR literal in a screen', async () => {
    expect(setting()).toEqual([2]);
    expect(await breaches(screen('<h1>Fila de saques</h1>'))).toEqual(['Fila de saques']);
  });

  it('allows the same screen reading backofficeTexts', async () => {
    expect(await breaches(screen('<h1>{backofficeTexts.brand}</h1>'))).toEqual([]);
  });

  it('exempts no screen', async () => {
    expect(await exemptComponents(appRoot)).toEqual([]);
  }, 120_000);
});
