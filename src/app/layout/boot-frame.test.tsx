import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bootFrameHtml } from '../../../scripts/vite/boot-frame';
import { BootFrame } from './boot-frame';
import { LoadingStatus } from '../../ui/loading-status';

describe('the boot frame in the page the server sends', () => {
  it('is the frame the app renders while it loads, so the app replaces it without a visible change', () => {
    expect(bootFrameHtml()).toBe(
      renderToStaticMarkup(
        <BootFrame>
          <LoadingStatus />
        </BootFrame>,
      ),
    );
  });
});
