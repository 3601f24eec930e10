import { $ } from './dom.js';

export interface CrashConfig {
  texts: Record<string, string>;
  colours: { low: string; mid: string; high: string; curve: string; crashed: string };
  pink: number;
  growth: number;
  bet: { min: number; max: number };
  belowMessage: string;
}

export const readJson = (text: string): unknown => JSON.parse(text);

export const config = readJson($('crash-config').textContent || '{}') as CrashConfig;

export const T = (key: string) => config.texts[key] ?? '';

export const fill = (key: string, values: Record<string, string | number | null>) =>
  T(key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
