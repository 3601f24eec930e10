// The KYC widget's style is served as the very file in public/, so it holds
// copies of the design tokens (@velas/domain/design-tokens) instead of importing
// them. This keeps each copy equal to the token it stands for, and lets no other
// colour in unnoticed. (The offline verifier takes the tokens at build time:
// packages/verifier-page/src/build-page.ts.)
import { darkPalette, lightPalette, type Palette } from '@velas/domain/design-tokens';
import { describe, expect, it } from 'vitest';
import { publicText } from './public-files.js';

/**
 * What a colour custom property of a copied block holds: a token of the
 * block's palette, or `'not a token'` for a colour the tokens lack (named here
 * so a new one fails).
 */
type Copy = keyof Palette | 'not a token';

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
};

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

const tokenCopies = (block: CopiedBlock) =>
  Object.entries(block.properties).filter(
    (entry): entry is [string, keyof Palette] => entry[1] !== 'not a token',
  );

describe(`the colours of public/${widgetCss.path}`, () => {
  const file = widgetCss;
  const style = publicText(file.path);

  describe.each(file.blocks)('its $name block', (block) => {
    const found = colourProperties(blockText(style, block.opening));

    it('holds exactly the colour properties this test knows', () => {
      expect([...found.keys()].sort()).toEqual(Object.keys(block.properties).sort());
    });

    it.each(tokenCopies(block))('%s copies the token it stands for', (name, token) => {
      expect(found.get(name)).toBe(block.palette[token]);
    });
  });

  it('has no other colour outside its token blocks', () => {
    const outside = file.blocks.reduce(
      (rest, block) => rest.replace(blockText(rest, block.opening), ''),
      style,
    );
    expect(outside.match(COLOURS) ?? []).toEqual([]);
  });
});
