import { brand, type AggregatorPartner } from '../app/config/brand';
import { JOURNEY_TEXT } from '../../machines/core/text';

/** The comparison-site partner an aggregator entry code names, if it is one of ours (spec 1 §6). */
export function findAggregatorPartner(
  code: string | null | undefined,
  partners: readonly AggregatorPartner[] = brand.aggregatorPartners,
): AggregatorPartner | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toUpperCase();
  return partners.find((partner) => partner.code.toUpperCase() === wanted);
}

export interface PartnerBannerProps {
  /** The aggregator code the visitor arrived with; nothing shows for a direct visitor or an unknown code. */
  partnerCode: string | null | undefined;
}

export function PartnerBanner({ partnerCode }: PartnerBannerProps) {
  const partner = findAggregatorPartner(partnerCode);
  if (partner === undefined) return null;
  return (
    <aside className="partner-banner" aria-label={JOURNEY_TEXT.layout.partnerLabel}>
      <span className="partner-banner__label">{JOURNEY_TEXT.layout.inAssociationWith}</span>
      <img
        className="partner-banner__logo"
        src={partner.logo}
        alt={partner.name}
        width="160"
        height="40"
      />
    </aside>
  );
}
