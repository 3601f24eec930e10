// A problem names the file, setting or line, never a value: the file holds
// secrets, and problems reach logs and readiness.
import { readFileSync } from 'node:fs';
import {
  operatorSettingsSchema,
  type OperatorSettings,
} from '@velas/domain/schemas/operator-settings';

export type SettingsFileResult =
  { ok: true; settings: OperatorSettings } | { ok: false; problems: string[] };

/**
 * Where the JSON broke, from the parser's "(line L column C)". The rest of
 * its message may quote the text around the error: a piece of a secret.
 */
function whereInvalid(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const at = /\(line (\d+) column (\d+)\)/.exec(message);
  return at === null ? '' : ` (linha ${at[1] ?? ''}, coluna ${at[2] ?? ''})`;
}

export function readSettingsFile(path: string): SettingsFileResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'erro de leitura';
    return {
      ok: false,
      problems: [`OPERATOR_SETTINGS_FILE: não foi possível ler ${path} (${code})`],
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [`OPERATOR_SETTINGS_FILE: ${path} não é JSON válido${whereInvalid(error)}`],
    };
  }
  const parsed = operatorSettingsSchema.safeParse(json);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map(
      (issue) => `${path}: ${issue.path.join('.') || '(raiz)'}: ${issue.message}`,
    ),
  };
}
