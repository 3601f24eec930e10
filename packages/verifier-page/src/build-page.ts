// Builds verificador.html, the offline verifier (docs/product/provably-fair-rounds.md#provably-fair-rounds):
// one file with everything inline, so a player can save it and run it without our
// server. The template's markup and style stay as written; the build puts in the
// app's colour tokens and font, and the two scripts, verifier-core.ts and
// verifier-screen.ts, with their types stripped (TypeScript's own transpiler:
// neither imports code, so nothing is bundled, and their comments stay for the
// player who reads the page).
import { readFileSync } from 'node:fs';
import { darkPalette, FONT_STACK, lightPalette, type Palette } from '@velas/domain/design-tokens';
import ts from 'typescript';

const here = (file: string) => new URL(file, import.meta.url);

/** The font as the app's web build has it: fontsource's latin cut of Figtree. */
function figtreeBase64(): string {
  const file = import.meta
    .resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');
  return readFileSync(new URL(file)).toString('base64');
}

const channels = (hex: string) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ');

/** The page's colour properties from a palette; a divergent row is washed in `loss`. */
function tokenProperties(palette: Palette, washAlpha: number, indent: string): string {
  const properties: Record<string, string> = {
    '--bg': palette.bg,
    '--surface': palette.surface,
    '--border': palette.border,
    '--control': palette.control,
    '--text': palette.text,
    '--muted': palette.muted,
    '--primary': palette.primary,
    '--on-primary': palette.onPrimary,
    '--ok': palette.gain,
    '--bad': palette.loss,
    '--bad-wash': `rgba(${channels(palette.loss)}, ${String(washAlpha)})`,
    '--focus': palette.focus,
  };
  return Object.entries(properties)
    .map(([name, value]) => `${indent}${name}: ${value};\n`)
    .join('');
}

/** Light by default, dark as the system asks, as the template's style is indented. */
function tokensCss(): string {
  const light = tokenProperties(lightPalette, 0.08, '        ');
  const dark = tokenProperties(darkPalette, 0.1, '          ');
  return (
    `:root {\n${light}        --font: ${FONT_STACK};\n      }\n` +
    `      @media (prefers-color-scheme: dark) {\n        :root {\n${dark}        }\n      }`
  );
}

/** Drops `import type` and `export`: each script of the page is a classic script. */
const withoutModuleSyntax: ts.TransformerFactory<ts.SourceFile> = () => (file) =>
  ts.factory.updateSourceFile(
    file,
    file.statements.flatMap((statement): ts.Statement[] => {
      if (ts.isImportDeclaration(statement)) {
        if (statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword)
          throw new Error(`${file.fileName}: a page script imports only types`);
        return [];
      }
      if (ts.isExportDeclaration(statement)) return [];
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
      if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
        return [statement];
      const kept = modifiers.filter((modifier) => modifier.kind !== ts.SyntaxKind.ExportKeyword);
      return [ts.factory.replaceModifiers(statement as ts.Statement & ts.HasModifiers, kept)];
    }),
  );

/** A TypeScript file of this folder as the script the page runs, in a scope of its own. */
function pageScript(file: string): string {
  const { outputText } = ts.transpileModule(readFileSync(here(file), 'utf8'), {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    transformers: { before: [withoutModuleSyntax], after: [withoutModuleSyntax] },
  });
  return `\n(function () {\n'use strict';\n${outputText}})();\n`;
}

function fill(template: string, marker: string, text: string): string {
  const parts = template.split(marker);
  if (parts.length !== 2) throw new Error(`the template holds ${marker} once`);
  return parts.join(text);
}

export function verifierPage(): string {
  let html = readFileSync(here('verificador.html'), 'utf8');
  html = fill(html, '/* TOKENS */', tokensCss());
  html = fill(html, 'base64,FIGTREE)', `base64,${figtreeBase64()})`);
  html = fill(
    html,
    '<script id="nucleo-verificador"></script>',
    `<script id="nucleo-verificador">${pageScript('verifier-core.ts')}</script>`,
  );
  return fill(
    html,
    '<script id="tela-verificador"></script>',
    `<script id="tela-verificador">${pageScript('verifier-screen.ts')}</script>`,
  );
}
