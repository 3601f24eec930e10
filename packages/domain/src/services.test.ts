import { describe, expect, it } from 'vitest';
import { API_PATH_PREFIXES, mountPrefix, SERVICE_BASE_PATHS } from './services.js';

describe('service mount points (docs/product/platform.md#services-and-mount-points)', () => {
  it('mounts every service but the platform under its own prefix', () => {
    expect(SERVICE_BASE_PATHS.platform).toBe('/');
    expect(mountPrefix('users')).toBe('/users-api');
    expect(mountPrefix('kyc')).toBe('/kyc-api');
  });

  it('lists every prefix the api answers under, never the root', () => {
    expect(API_PATH_PREFIXES).toEqual([
      '/api/',
      '/v2/',
      '/users-api/',
      '/history-api/',
      '/kyc-api/',
      '/cep-api/',
      '/health',
    ]);
  });
});
