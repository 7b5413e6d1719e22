import { useEffect, useId, useState } from 'react';
import { formatGbp } from '../../machines/results';
import { footerShown, scrolledFraction, type FooterContent } from '../../machines/results';
import { contactText } from '../../machines/results/contact-text';
import { resultsPageText } from '../../machines/results/page-text';

const text = resultsPageText;

function useScrolledPast(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      const fraction = scrolledFraction(window.scrollY, root.scrollHeight, window.innerHeight);
      setShown(footerShown(fraction, window.innerWidth));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return shown;
}

export interface PricingFooterProps {
  content: FooterContent;
  /** Buy Now beside the price: it presses the page's own (issue #26); none where the page gives none. */
  onBuyNow?: () => void;
}

/**
 * spec 2 §2 Pricing footer: slides in once the customer has scrolled past about 18% of the page (20% on
 * narrow screens) with the price to pay today, or a prompt to choose one. A bar along a phone's foot; on a
 * wide screen the summary beside the details.
 */
export function PricingFooter({ content, onBuyNow }: PricingFooterProps) {
  const shown = useScrolledPast();
  const [expanded, setExpanded] = useState(false);
  const breakdownId = useId();
  return (
    <section
      className={`pricing-footer${shown ? ' pricing-footer--shown' : ''}`}
      aria-label={text.payNow}
      hidden={!shown}
    >
      {content.kind === 'choose' ? (
        <p className="pricing-footer__prompt">{content.message}</p>
      ) : (
        <div className="pricing-footer__price">
          <p className="pricing-footer__amount">
            <span>{text.payNow}</span> <strong>{formatGbp(content.amount)}</strong>
          </p>
          {content.instalments.length > 0 && (
            <>
              <button
                type="button"
                className="link-button"
                aria-expanded={expanded}
                aria-controls={breakdownId}
                onClick={() => setExpanded((open) => !open)}
              >
                {text.showInstalments}
              </button>
              <dl id={breakdownId} className="pricing-footer__instalments" hidden={!expanded}>
                {content.instalments.map((instalment) => (
                  <div key={instalment.label}>
                    <dt>{instalment.label}</dt>
                    <dd>{formatGbp(instalment.amount)}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {onBuyNow && (
            <button type="button" className="button pricing-footer__buy" onClick={onBuyNow}>
              {contactText.buyNow}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
