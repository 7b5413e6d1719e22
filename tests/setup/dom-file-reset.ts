import { afterAll } from 'vitest';

/**
 * The dom project's files share their worker's document (vite.config.ts, `isolate: false`): each file leaves
 * it as a new file expects to find it, with empty storage, no cookies, an empty body and its first address.
 */
const worker = globalThis as typeof globalThis & { firstAddress?: string };
worker.firstAddress ??= `${window.location.pathname}${window.location.search}`;

afterAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.replaceChildren();
  window.history.replaceState(null, '', worker.firstAddress);
});
