// Inside a module, imports are relative; any import that leaves it names the
// root, #/ (package.json "imports"), so a file says at a glance which of its
// imports are its module's own. A file at src/ holds no relative import; one
// in src/<m>/ none with ../; one in src/<m>/<sub>/ none with ../../.
import type { Linter } from 'eslint';

const LEAVES_MODULE =
  'An import that leaves its module starts at the root, #/<module>/<file>.js (docs/architecture.md#api-code-rules).';

export const moduleRootRules: Linter.Config[] = [
  { files: ['src/*.ts'], regex: String.raw`^\.` },
  { files: ['src/*/*.ts'], regex: String.raw`^\.\./` },
  { files: ['src/*/*/*.ts'], regex: String.raw`^(\.\./){2}` },
].map(({ files, regex }) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex, message: LEAVES_MODULE }] }],
  },
}));
