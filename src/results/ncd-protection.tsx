import { YesNo } from '../ui/radio-group';
import { LoadingStatus } from '../ui/loading-status';
import { resultsPageText } from '../../machines/results/page-text';

const text = resultsPageText.ncd;

export interface NcdProtectionProps {
  protect: boolean | null;
  updating: boolean;
  onChange: (protect: boolean) => void;
}

/** spec 2 §2: the no-claims-discount protection toggle; the price is updated while the page waits. */
export function NcdProtection({ protect, updating, onChange }: NcdProtectionProps) {
  return (
    <section className="results-block ncd-protection" aria-busy={updating}>
      <YesNo
        id="ncd-protection"
        label={text.legend}
        hint={text.hint}
        value={protect ? 'yes' : 'no'}
        onChange={(answer) => {
          const wanted = answer === 'yes';
          if (!updating && wanted !== Boolean(protect)) onChange(wanted);
        }}
        disabled={updating}
      />
      {updating && <LoadingStatus label={resultsPageText.updatingPrice} />}
    </section>
  );
}
