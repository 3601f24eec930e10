import { baseConfig, maxParamsConfig } from '@velas/eslint-config/base';
import { jsxTextPlugin } from '@velas/eslint-config/jsx-text';
import { centsConfig } from '@velas/eslint-config/money';

// The apps' money rule and parameter limit hold here too (tooling/eslint).

/**
 * A pt-BR sentence in a string of src/ fails as it does in the apps: it
 * belongs in a texts module (docs/architecture.md#texts), so a schema's error
 * reads its constant from messages/. src/eslint-text.test.ts proves it fires.
 */
const proseConfig = {
  files: ['src/**/*.ts'],
  ignores: [
    // Tests check the exact texts, so they write them.
    'src/**/*.test.ts',
    // The texts modules.
    'src/messages/**',
    'src/backoffice/texts.ts',
    'src/staff/staff-messages.ts',
    // Modules that word the codes and rules they define, each read by its
    // own path so a bundle carries only what it shows: the back office's
    // words for the codes (code-labels), the barred account's notice, kept
    // out of messages/ on purpose (barred-list), the protection refusals and
    // the loss periods' words (protection), the statement screen's texts
    // (statement) and the screens' titles (routes). Moving them to
    // messages/ is a change of their own, not this rule's.
    'src/backoffice/code-labels.ts',
    'src/barred-list.ts',
    'src/protection.ts',
    'src/statement.ts',
    'src/routes.ts',
    // Seed data, not texts of ours: the sandbox people's names and the demo
    // catalogue's games and categories, as an operator would load them.
    'src/demo/**',
  ],
  plugins: { velas: jsxTextPlugin },
  rules: {
    'velas/no-inline-prose': [
      'error',
      {
        // The OpenAPI `description` of a schema (`.meta({ description })`,
        // schemas/history.ts) documents the public api for developers: it is
        // not a text a player or a staff member reads, the spec fixes no
        // wording for it, and it states the bounds of the schema it sits on,
        // so it stays beside them, as the rest of that document does in
        // apps/api/src/history/open-data/openapi.ts. An error message is not
        // exempt: zod's `error` is what the player reads.
        documentationKeys: ['description'],
      },
    ],
  },
};

export default [...baseConfig(import.meta.dirname), centsConfig, maxParamsConfig, proseConfig];
