/** spec 2 §7: a file the customer downloads is saved as a browser download under its file name. */

// Some browsers still read the object URL after click() returns; let them finish before it goes.
export const REVOKE_DELAY_MS = 30_000;

/** Saves data as a browser download named `fileName`. */
export function saveFile(data: Uint8Array | Blob, fileName: string, type = ''): void {
  // slice() copies into a plain ArrayBuffer, which Blob accepts whatever buffer `data` views.
  const blob = data instanceof Blob ? data : new Blob([data.slice()], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
