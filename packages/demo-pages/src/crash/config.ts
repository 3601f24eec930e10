// What the page hands the script in its #crash-config JSON block: the texts of
// @velas/domain/messages/games, whose {placeholders} fill() fills, the colours,
// the curve's growth and the bets the game takes.
import { $ } from './dom.js';

export interface CrashConfig {
  texts: Record<string, string>;
  colours: { low: string; mid: string; high: string; curve: string; crashed: string };
  pink: number;
  growth: number;
  bet: { min: number; max: number };
  belowMessage: string;
}

/** JSON the page or the server wrote; each use says its shape. */
export const readJson = (text: string): unknown => JSON.parse(text);

export const config = readJson($('crash-config').textContent || '{}') as CrashConfig;

export const T = (key: string) => config.texts[key] ?? '';

export const fill = (key: string, values: Record<string, string | number | null>) =>
  T(key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
