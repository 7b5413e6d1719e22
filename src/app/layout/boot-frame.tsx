import type { ReactNode } from 'react';
import { brand } from '../config/brand';

/**
 * The frame the app shows before its pages can: the brand bar and one message. The page the server sends
 * holds the same frame, saying Loading... (scripts/vite/boot-frame.ts), so something shows at once and the
 * app takes over without a visible change.
 */
export function BootFrame({ children }: { children: ReactNode }) {
  return (
    <div className="boot-screen">
      <p className="boot-screen__brand">{brand.storefrontName}</p>
      <main className="boot-screen__main">{children}</main>
    </div>
  );
}
