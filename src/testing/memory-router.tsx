import { useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import type { RouterComponent } from '../app/app';

/** What a test sees of its memory router each time the location changes. */
export interface RouterView {
  location: Location;
  navigationType: NavigationType;
  /** The browser's address bar and Back button: `navigate(-1)` goes back one entry. */
  navigate: NavigateFunction;
}

export interface MemoryRouterOptions {
  /** The history the browser has, the last one shown unless `initialIndex` says otherwise. */
  entries: string[];
  initialIndex?: number;
  /** Called with the router's location after each change. */
  onChange?: (view: RouterView) => void;
}

function RouterWatch({ onChange }: { onChange: (view: RouterView) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    onChange({ location, navigationType, navigate });
  }, [location, navigationType, navigate, onChange]);
  return null;
}

/** A memory router opened at `entries` for `App` or for a component under test. */
export function memoryRouter({
  entries,
  initialIndex = entries.length - 1,
  onChange,
}: MemoryRouterOptions): RouterComponent {
  return function TestRouter({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
        {onChange && <RouterWatch onChange={onChange} />}
        {children}
      </MemoryRouter>
    );
  };
}

/** A memory router opened at `path` only. */
export const memoryRouterAt = (path: string): RouterComponent => memoryRouter({ entries: [path] });
