// The KYC widget's style and the offline verifier are served as the very files
// in public/, so they hold copies of the design tokens
// (@velas/domain/design-tokens) instead of importing them. This keeps each copy
// equal to the token it stands for, and lets no other colour in unnoticed.
import { darkPalette, lightPalette, type Palette } from '@velas/domain/design-tokens';
import { describe, expect, it } from 'vitest';
import { publicText } from './public-files.js';

/**
 * What a colour custom property of a copied block holds: a token of the
 * block's palette, a translucent wash of one (its red, green and blue), or
 * `'not a token'` for a colour the tokens lack (named here so a new one fails).
 */
type Copy = keyof Palette | { washOf: keyof Palette } | 'not a token';

interface CopiedBlock {
  name: string;
  /** The texts, in order, that lead to the block's `{`. */
  opening: string[];
  palette: Palette;
  properties: Record<string, Copy>;
}

interface CopyingFile {
  path: string;
  blocks: CopiedBlock[];
  /** Colours outside the copied blocks, each with why it is no token. */
  otherColours: string[];
}

const COLOURS = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi;
const A_COLOUR = new RegExp(COLOURS.source, 'i');

const widgetCss: CopyingFile = {
  path: 'kyc/widget.css',
  blocks: [
    {
      name: 'dark (the default)',
      opening: [':root {'],
      palette: darkPalette,
      properties: {
        '--bg': 'surface',
        '--raised': 'raised',
        '--border': 'border',
        '--control': 'control',
        '--text': 'text',
        '--muted': 'muted',
        '--primary': 'primary',
        '--on-primary': 'onPrimary',
        '--loss': 'loss',
        // The warning box's own background, darker than any surface token.
        '--warning-bg': 'not a token',
        '--warning-text': 'warning',
        '--focus': 'focus',
      },
    },
    {
      name: 'light',
      opening: [":root[data-theme='light'] {"],
      palette: lightPalette,
      properties: {
        '--bg': 'surface',
        '--raised': 'bg',
        '--border': 'border',
        '--control': 'control',
        '--text': 'text',
        '--muted': 'muted',
        '--primary': 'primary',
        '--on-primary': 'onPrimary',
        '--loss': 'loss',
        '--warning-bg': 'not a token',
        '--warning-text': 'warning',
        '--focus': 'focus',
      },
    },
  ],
  otherColours: [],
};

const verifierTokens = (palette: Palette): Omit<CopiedBlock, 'name' | 'opening'> => ({
  palette,
  properties: {
    '--bg': 'bg',
    '--surface': 'surface',
    '--border': 'border',
    '--control': 'control',
    '--text': 'text',
    '--muted': 'muted',
    '--primary': 'primary',
    '--on-primary': 'onPrimary',
    '--ok': 'gain',
    '--bad': 'loss',
    '--bad-wash': { washOf: 'loss' },
    '--focus': 'focus',
  },
});

const verifierHtml: CopyingFile = {
  path: 'verify/verificador.html',
  blocks: [
    { name: 'light (the default)', opening: [':root {'], ...verifierTokens(lightPalette) },
    {
      name: 'dark',
      opening: ['@media (prefers-color-scheme: dark) {', ':root {'],
      ...verifierTokens(darkPalette),
    },
  ],
  // The flame of the wordmark, white on the primary mark in both modes.
  otherColours: ['#fff'],
};

/** The style of a file: a stylesheet itself, or the `<style>` block of a page. */
function styleOf(path: string): string {
  const text = publicText(path);
  if (!path.endsWith('.html')) return text;
  const style = /<style>([\s\S]*?)<\/style>/.exec(text)?.[1];
  if (style === undefined) throw new Error(`${path} has no <style> block`);
  return style;
}

/** The text of a block, from its opening to its first `}`. */
function blockText(style: string, opening: string[]): string {
  let start = 0;
  for (const text of opening) {
    const at = style.indexOf(text, start);
    if (at < 0) throw new Error(`no ${opening.join(' … ')} in the style`);
    start = at + text.length;
  }
  return style.slice(start, style.indexOf('}', start));
}

function colourProperties(block: string): Map<string, string> {
  const declarations = block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g);
  return new Map(
    [...declarations]
      .filter(([, , value]) => A_COLOUR.test(value ?? ''))
      .map(([, name, value]) => [name ?? '', (value ?? '').trim().toLowerCase()]),
  );
}

const channels = (hex: string) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ');

type TokenCopy = Exclude<Copy, 'not a token'>;

const tokenCopies = (block: CopiedBlock) =>
  Object.entries(block.properties).filter(
    (entry): entry is [string, TokenCopy] => entry[1] !== 'not a token',
  );

function expectedValue(copy: TokenCopy, palette: Palette): string | RegExp {
  if (typeof copy === 'string') return palette[copy];
  return new RegExp(`^rgba\\(${channels(palette[copy.washOf])}, 0?\\.\\d+\\)$`);
}

describe.each([widgetCss, verifierHtml])('the colours of public/$path', (file) => {
  const style = styleOf(file.path);

  describe.each(file.blocks)('its $name block', (block) => {
    const found = colourProperties(blockText(style, block.opening));

    it('holds exactly the colour properties this test knows', () => {
      expect([...found.keys()].sort()).toEqual(Object.keys(block.properties).sort());
    });

    it.each(tokenCopies(block))('%s copies the token it stands for', (name, copy) => {
      const expected = expectedValue(copy, block.palette);
      if (typeof expected === 'string') expect(found.get(name)).toBe(expected);
      else expect(found.get(name)).toMatch(expected);
    });
  });

  it('has no other colour outside its token blocks but those named', () => {
    const outside = file.blocks.reduce(
      (rest, block) => rest.replace(blockText(rest, block.opening), ''),
      style,
    );
    expect(outside.match(COLOURS) ?? []).toEqual(file.otherColours);
  });
});
