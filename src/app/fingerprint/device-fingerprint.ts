/**
 * The fraud device fingerprint (spec 1 §1), sent as `blackBoxToken` when a new quote is priced (spec 1 §7,
 * spec 2 §7). No fingerprint vendor is wired yet: this source gives one opaque token per page load, so
 * the field travels where the contract has it and a vendor's token can replace it here alone.
 */

/** The current device token, or null while none is available (the field is then left out). */
export type DeviceFingerprint = () => string | null;

/** 16 random bytes in hex; `getRandomValues` works on pages served without TLS too, unlike `randomUUID`. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One token for the life of the page, made when first asked for. */
export function createDeviceFingerprint(makeToken: () => string = randomToken): DeviceFingerprint {
  let token: string | null = null;
  return () => {
    token ??= makeToken();
    return token;
  };
}

/** No fingerprint: what tests and callers without one get. */
export const noDeviceFingerprint: DeviceFingerprint = () => null;
