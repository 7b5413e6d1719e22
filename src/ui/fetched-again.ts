/**
 * A module fetched on use, and fetched again on the next use after its fetch failed.
 *
 * A browser keeps a failed dynamic import's failure for the page's life: Chromium rejects the same import again
 * at once, without a request. A customer whose connection dropped as the card form was fetched would find Try
 * again failing however good the network is by then. The failure names the module's address (Chromium: "Failed
 * to fetch dynamically imported module: <address>", Firefox: "error loading dynamically imported module:
 * <address>"), and the next use imports that address with a query of its own, which the browser fetches afresh.
 * Only an address of the page's own origin is imported; where the failure names none (Safari), the next use
 * imports as the first did.
 *
 * Chromium also keeps the failure of every module the failed one imports, which no address of its own mends:
 * a use while the browser is offline therefore fails without asking for anything, and the next use online
 * fetches it all as the first would have.
 */
export type ImportAddress = (address: string) => Promise<unknown>;

const importAddress: ImportAddress = (address) => import(/* @vite-ignore */ address);

/** The page's own module address a failed import names, without any query; null when it names none. */
export function failedAddress(error: unknown, origin: string): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const named = /\bimported module:?\s+(\S+)/i.exec(message)?.[1];
  if (!named) return null;
  try {
    const address = new URL(named);
    if (address.origin !== origin) return null;
    address.search = '';
    return address.href;
  } catch {
    return null;
  }
}

export function fetchedAgain<T>(
  load: () => Promise<T>,
  { origin, reimport = importAddress }: { origin?: string; reimport?: ImportAddress } = {},
): () => Promise<T> {
  let failed: string | null = null;
  let attempts = 0;
  return async () => {
    // Node (the journey's tests) has no navigator before version 21.
    if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Error('Offline');
    const address = failed;
    try {
      if (address === null) return await load();
      attempts += 1;
      // The module's exports, as `load` gives them: the same module, fetched at an address of its own.
      return (await reimport(`${address}?attempt=${String(attempts)}`)) as T;
    } catch (error) {
      failed = failedAddress(error, origin ?? globalThis.location.origin) ?? address;
      throw error;
    }
  };
}
