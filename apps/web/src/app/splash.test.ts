// index.html paints a loading line before the app starts
// (docs/architecture.md#phone-performance): the same words as the app's own
// loading state, so nothing changes text as it starts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';

describe('index.html', () => {
  it('holds the loading status in #root until the app replaces it', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toBe(`<p class="splash" role="status">${commonMessages.loadingInformation}</p>`);
  });
});
