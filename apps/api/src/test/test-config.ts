// The configuration tests run with: quiet logs and a cheap scrypt cost.
import { loadConfig, type Config } from '#/env.js';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    BACKOFFICE_DIST_DIR: '/nonexistent-backoffice-dist',
    INGEST_API_KEY: 'test-ingest-key-0123456789',
    ...overrides,
  });
}
