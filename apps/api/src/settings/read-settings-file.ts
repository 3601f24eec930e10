// Reads and validates the operator settings file (OPERATOR_SETTINGS_FILE).
// Every problem is returned, named by its JSON path, so one start reports all.
import { readFileSync } from 'node:fs';
import {
  operatorSettingsSchema,
  type OperatorSettings,
} from '@velas/domain/schemas/operator-settings';

export type SettingsFileResult =
  { ok: true; settings: OperatorSettings } | { ok: false; problems: string[] };

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
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problems: [`OPERATOR_SETTINGS_FILE: ${path} não é JSON válido (${reason})`],
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
