import { describe, expect, it } from 'vitest';
import { createDeviceFingerprint } from './device-fingerprint';

describe('createDeviceFingerprint', () => {
  it('gives one token for the life of the page', () => {
    let made = 0;
    const fingerprint = createDeviceFingerprint(() => `token-${String((made += 1))}`);
    expect(fingerprint()).toBe('token-1');
    expect(fingerprint()).toBe('token-1');
    expect(made).toBe(1);
  });

  it('makes a non-empty token by default', () => {
    expect(createDeviceFingerprint()()).toMatch(/^[0-9a-f]{32}$/);
  });
});
