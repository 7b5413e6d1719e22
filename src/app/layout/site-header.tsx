import { lazy, Suspense, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { brand } from '../config/brand';
import { useJourney, useJourneySelector } from '../journey/journey-context';
import { useHideOnScroll } from './use-hide-on-scroll';
import { JOURNEY_TEXT } from '../../../machines/core/text';

const text = JOURNEY_TEXT.layout;

const HomeDialog = lazy(() => import('../../session/home-dialog'));

/** A click the browser should handle itself, such as opening the link in a new tab. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function SiteHeader() {
  const journey = useJourney();
  const confirmingHome = useJourneySelector((snapshot) =>
    snapshot.can({ type: 'homeDialog.leave' }),
  );
  // Hidden on the way down (spec 1 §2 Layout); the style keeps it showing while focus is inside it.
  const hidden = useHideOnScroll();

  // After step 1 the journey asks before leaving (spec 1 §2 Wizard rules); it decides where to go.
  const logoClicked = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    journey.send({ type: 'header.logoClicked' });
  };

  return (
    <header className={hidden ? 'site-header site-header--hidden' : 'site-header'}>
      <a className="skip-link" href="#main-content">
        {text.skipLink}
      </a>
      <div className="site-header__inner">
        <Link
          className="site-header__logo"
          to="/"
          aria-label={text.logoLabel(brand.storefrontName)}
          onClick={logoClicked}
        >
          {brand.storefrontName}
        </Link>
        <a className="site-header__phone" href={telephoneHref(brand.supportPhone)}>
          <span className="visually-hidden">{`${text.callUsOn} `}</span>
          {brand.supportPhone}
        </a>
      </div>
      {confirmingHome ? (
        <Suspense fallback={null}>
          <HomeDialog />
        </Suspense>
      ) : null}
    </header>
  );
}

export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
