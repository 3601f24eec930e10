// The pages load each built script with a plain <script src>: it must be one
// classic script (no import or export left) that looks up the elements the
// api's pages write.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPages } from './build-pages.js';

const dist = pathToFileURL(join(mkdtempSync(join(tmpdir(), 'demo-pages-')), '/'));
const built = (file: string) => readFileSync(new URL(file, dist), 'utf8');

describe("the demo pages' build", () => {
  beforeAll(() => buildPages(dist));

  it('writes each page as one classic script', () => {
    for (const file of ['crash-game.js', 'kyc-widget.js']) {
      const text = built(file);
      expect(() => new Script(text)).not.toThrow();
      expect(text).not.toMatch(/^\s*(?:import|export)\s/m);
    }
  });

  it("keeps the ids the pages write and the server's payout rule", () => {
    const crash = built('crash-game.js');
    for (const id of ['crash-config', 'multiplier', 'cashout', 'bet', 'recent', 'bets', 'notice'])
      expect(crash).toContain(`"${id}"`);
    expect(crash).toMatch(/var paidAt = \(cents, m\) => /);
    expect(built('kyc-widget.js')).toContain('type: "kyc-result"');
  });
});
