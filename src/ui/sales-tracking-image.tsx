import { useEffect, useRef } from 'react';

/**
 * The addresses requested since the app loaded: a page that mounts again for the same quote (back from
 * the cover step to the comparison site's results) must not count the customer twice (spec 2 §7).
 */
const requested = new Set<string>();

export interface SalesTrackingImageProps {
  /** From machines/entries/sales-tracking.ts; null when this customer is not tracked. */
  url: string | null;
}

/**
 * The comparison site's 1×1 tracking image (spec 2 §7). It carries nothing for the customer, so it has
 * empty alt text and is hidden from assistive technology. Its address is given after mounting, and only by
 * the first image for that address, so StrictMode's second effect or a later mount sends no repeat.
 */
export function SalesTrackingImage({ url }: SalesTrackingImageProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (image.current === null || url === null || requested.has(url)) return;
    requested.add(url);
    image.current.src = url;
  }, [url]);
  if (url === null) return null;
  return (
    <img
      ref={image}
      // Out of the flow, so the pixel never adds a line to the page; a clipped image is still requested.
      className="visually-hidden"
      alt=""
      width={1}
      height={1}
      aria-hidden="true"
      referrerPolicy="no-referrer-when-downgrade"
      decoding="async"
    />
  );
}
