/**
 * Draws a page customers land on as the app first draws it for a new visitor, for the build to write into the
 * page the server sends for that path (scripts/vite/first-screens.ts): the app's own components and texts, for a
 * journey started at that path with its reference lists in.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bootStatusOf, journeyMachine } from '../../machines/journey';
import type { ReferenceData } from '../../machines/core/reference-data';
import { fakeServices } from '../../machines/testing/harness';
import { createMemoryStorage } from '../../machines/session';
import { App } from '../../src/app/app';
import { createConsentStore } from '../../src/app/consent/consent-store';
import { footerReviews } from '../../src/app/layout/site-footer';
import { fetchPagesFor } from '../../src/app/routes';
import type { FirstScreen } from '../../shared/first-screens';

async function drawn(path: string): Promise<string> {
  // No call is made: the first screen shows nothing a service answers.
  const journey = createActor(
    journeyMachine.provide({
      actors: fakeServices({
        loadReferenceData: fromPromise<ReferenceData>(() => Promise.resolve({})),
      }),
    }),
    { input: { url: `http://localhost${path}` } },
  );
  journey.start();
  try {
    await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
    // As the app starts (src/app/start.tsx): the page's modules and the footer's reviews first.
    await Promise.all([fetchPagesFor(path), footerReviews.fetch()]);
    const AtPath = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    );
    // One piece: React would otherwise send a large page's later parts apart, each with a script to put it in place.
    // The cookie banner is laid over the page, and comes once its module has loaded, for a visitor who has not
    // chosen yet: the screen is drawn as for one who has, with the footer's way back to the choice.
    const consent = createConsentStore(createMemoryStorage(), () => new Date());
    consent.choose({ analytics: false, marketing: false });
    const { prelude } = await prerenderToNodeStream(
      <App journey={journey} Router={AtPath} consent={consent} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    journey.stop();
  }
}

/**
 * The first screen of `path`. The page's title (which React writes first) is taken out of the markup. A part
 * still suspended while the page was drawn comes as a placeholder and a script that fills it in, which the
 * page's security policy would block: drawn again, with the modules then in, it comes whole, or the build fails.
 * Each form is a dialog form in the markup, so a press on Continue before the app has taken over sends nothing.
 */
export async function renderFirstScreen(path: string): Promise<Omit<FirstScreen, 'styles'>> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const markup = await drawn(path);
    if (/<script|<template/i.test(markup)) continue;
    const title = /^<title>([^<]*)<\/title>/.exec(markup);
    if (!title?.[1]) throw new Error(`The first screen of ${path} has no title`);
    const html = markup.slice(title[0].length).replaceAll('<form ', '<form method="dialog" ');
    return { title: title[1], html };
  }
  throw new Error(`The first screen of ${path} still waits for a part after it was drawn twice`);
}
