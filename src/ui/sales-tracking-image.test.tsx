import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SalesTrackingImage } from './sales-tracking-image';

afterEach(cleanup);

/** The addresses the images on the page request (an image without one requests nothing). */
const images = () =>
  [...document.querySelectorAll('img')].map((image) => image.src).filter((src) => src !== '');

describe('SalesTrackingImage', () => {
  it('requests nothing without an address', () => {
    render(<SalesTrackingImage url={null} />);
    expect(images()).toEqual([]);
  });

  it('requests each address once, however often the page mounts', () => {
    const first = 'https://sales.tracking.example/pixel?quoteReference=Q-1';
    render(<SalesTrackingImage url={first} />);
    expect(images()).toEqual([first]);
    cleanup();

    render(<SalesTrackingImage url={first} />);
    expect(images()).toEqual([]);
    cleanup();

    const second = 'https://sales.tracking.example/pixel?quoteReference=Q-2';
    render(<SalesTrackingImage url={second} />);
    expect(images()).toEqual([second]);
  });
});
