import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#/test/contrast.ts';
import { candle, palettes, sidebarPalettes } from './appTheme.ts';
import { SIDEBAR_COLOURS } from './themeSlice.ts';

const TEXT = 4.5;
/** Large text and the parts of controls that identify them (WCAG 1.4.11). */
const UI = 3;

const TEXT_TOKENS = ['text', 'muted', 'primary', 'gain', 'loss', 'warning', 'info'] as const;

/** [token, ground, minimum ratio] for every text or control colour on every ground. */
function pairs(): [string, string, number][] {
  const list: [string, string, number][] = [];
  for (const ground of ['bg', 'surface', 'raised'] as const) {
    for (const name of TEXT_TOKENS) list.push([name, ground, TEXT]);
    list.push(['control', ground, UI], ['focus', ground, UI]);
  }
  list.push(['onPrimary', 'primary', TEXT]);
  // The mines grid's safe cells: surface-coloured star on gain.
  list.push(['surface', 'gain', TEXT]);
  return list;
}

describe.each(['light', 'dark'] as const)('%s tokens', (mode) => {
  const c = palettes[mode];
  const token = (name: string) => (c as unknown as Record<string, string>)[name] ?? '';

  it.each(pairs())('%s on %s passes AA', (name, groundName, min) => {
    expect(contrastRatio(token(name), token(groundName))).toBeGreaterThanOrEqual(min);
  });

  it.each(TEXT_TOKENS)('%s stays AA on the tinted surface of alerts', (name) => {
    // The tint is laid over the surface, then the text over both.
    const tinted = blend(c.tint, c.surface);
    expect(contrastRatio(c[name], tinted)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(SIDEBAR_COLOURS)('the %s drawer keeps its text and active marker readable', (colour) => {
    const drawer = sidebarPalettes[mode][colour];
    expect(contrastRatio(drawer.text, drawer.bg)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(drawer.text, drawer.activeBg)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(drawer.active, drawer.bg)).toBeGreaterThanOrEqual(UI);
    expect(contrastRatio(drawer.active, drawer.activeBg)).toBeGreaterThanOrEqual(UI);
  });

  it.each(['info', 'purple', 'primary'] as const)(
    'black text on the %s candle passes AA and the candle stands out from the card',
    (colour) => {
      expect(contrastRatio(candle.onCandle, candle[colour])).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(candle[colour], c.surface)).toBeGreaterThanOrEqual(
        mode === 'dark' ? UI : 1,
      );
    },
  );

  it('the highlight ring (gain) is visible against every candle and the card', () => {
    expect(contrastRatio(c.gain, c.surface)).toBeGreaterThanOrEqual(UI);
  });
});

describe('contrastRatio', () => {
  it('gives the textbook values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('lays a translucent colour over its background', () => {
    expect(contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#808080', '#ffffff'),
      1,
    );
  });
});

function blend(tint: string, under: string): string {
  const match = /rgba\(([^)]+)\)/.exec(tint);
  const [r = 0, g = 0, b = 0, a = 1] = (match?.[1] ?? '').split(',').map((p) => Number(p.trim()));
  const base = [1, 3, 5].map((at) => parseInt(under.slice(at, at + 2), 16));
  const mixed = [r, g, b].map((channel, index) =>
    Math.round(channel * a + (base[index] ?? 0) * (1 - a)),
  );
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
