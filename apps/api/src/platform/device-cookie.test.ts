// The device cookie's signature (device-cookie.ts): bound to one account,
// refused when altered, and still accepted under the previous key while the
// key is rotated (docs/operations/rotating-secrets.md#rotating-secrets).
import { describe, expect, it } from 'vitest';
import { deviceKeys, newDeviceCookie, verifiedDevice } from './device-cookie.js';

const OLD = 'f3a91c07d2b84e6a5c19e08b7d4f2a63';
const NEW = '8c2e5b1fa0d94736e2c8b5a1f07d3e94';

describe('device cookie', () => {
  it('names its device for its own account only', () => {
    const keys = deviceKeys({ DEVICE_COOKIE_SECRET: NEW });
    const { device, value } = newDeviceCookie(keys, 'dona@example.com');
    expect(verifiedDevice(keys, 'dona@example.com', value)).toBe(device);
    expect(verifiedDevice(keys, 'outra@example.com', value)).toBeNull();
    // One character of the signature changed, inside it: the last base64url
    // character carries padding bits, and may already be the one written.
    const at = value.length - 10;
    const altered = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    expect(verifiedDevice(keys, 'dona@example.com', altered)).toBeNull();
    expect(verifiedDevice(keys, 'dona@example.com', undefined)).toBeNull();
  });

  it('accepts a cookie of the previous key while it is set, and only then', () => {
    const before = deviceKeys({ DEVICE_COOKIE_SECRET: OLD });
    const { device, value } = newDeviceCookie(before, 'dona@example.com');
    const rotating = deviceKeys({
      DEVICE_COOKIE_SECRET: NEW,
      DEVICE_COOKIE_SECRET_PREVIOUS: OLD,
    });
    expect(verifiedDevice(rotating, 'dona@example.com', value)).toBe(device);
    // New cookies are signed with the new key.
    const renewed = newDeviceCookie(rotating, 'dona@example.com');
    expect(
      verifiedDevice(deviceKeys({ DEVICE_COOKIE_SECRET: NEW }), 'dona@example.com', renewed.value),
    ).toBe(renewed.device);
    expect(
      verifiedDevice(deviceKeys({ DEVICE_COOKIE_SECRET: NEW }), 'dona@example.com', value),
    ).toBeNull();
  });

  it('signs with a random key per process when none is set', () => {
    const { value } = newDeviceCookie(deviceKeys({}), 'dona@example.com');
    expect(verifiedDevice(deviceKeys({}), 'dona@example.com', value)).toBeNull();
  });
});
