/**
 * The table of which sandbox fixture produces which service answer in the browser paths, read from
 * e2e/support/browser-paths.ts `producers`. It sits in docs/fixtures.md between the markers below and is rewritten
 * by `npm run paths -- --map` (and checked by `npm run check:paths`).
 */
import type { producers } from '../e2e/support/browser-paths';

type Producer = NonNullable<ReturnType<(typeof producers)['get']>>;

export const ANSWERS_START =
  '<!-- sandbox-answers: generated from e2e/support/browser-paths.ts by npm run paths -- --map -->';
export const ANSWERS_END = '<!-- /sandbox-answers -->';

const code = (text: string) => `\`${text}\``;

const STAMPS: Record<string, string> = {
  none: 'no retrieve-quote stamp in the browser',
  stale: 'a retrieve-quote stamp older than 30 minutes',
  fresh: 'a retrieve-quote stamp under 30 minutes old',
  refused: 'the browser refuses storage',
};

function faultText(fault: NonNullable<Producer['fault']>): string {
  if ('omit' in fault)
    return `a one-off sandbox fault leaving ${fault.omit.map(code).join(', ')} out of the answer (\`omit\`)`;
  if ('set' in fault)
    return `a one-off sandbox fault setting ${Object.entries(fault.set)
      .map(([field, value]) => `${code(field)} to ${code(value)}`)
      .join(', ')} in the answer (\`set\`)`;
  return `a one-off sandbox fault: ${String(fault.status)}${fault.code ? ` ${code(fault.code)}` : ''}`;
}

function howProduced(producer: Producer): string {
  const parts = [
    producer.stamp && (STAMPS[producer.stamp] ?? `retrieve-quote stamp ${code(producer.stamp)}`),
    producer.registration && `registration ${code(producer.registration)}`,
    producer.postcode && `postcode ${code(producer.postcode)}`,
    producer.surname && `surname ${code(producer.surname)}`,
    producer.firstName && `first name ${code(producer.firstName)}`,
    producer.token && `entry link token ${code(producer.token)}`,
    producer.quoteRef && `quote reference ${code(producer.quoteRef)}`,
    producer.proposer &&
      `the link's quote minted for surname ${code(producer.proposer)} (\`/__sandbox/entry-quotes\` with \`surname\`)`,
    producer.card && `card ${code(producer.card)}`,
    producer.account &&
      `sort code ${code(producer.account.sortCode)}, account number ${code(producer.account.accountNumber)}`,
    producer.fault && faultText(producer.fault),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join('; ') : "the sandbox's default answer";
}

/** The table's markdown, before prettier lays it out. */
export function sandboxAnswersTable(answers: typeof producers): string {
  return [
    '| Service answer | Call | How the browser path gets it from the sandbox |',
    '| --- | --- | --- |',
    ...[...answers].map(
      ([label, producer]) =>
        `| ${code(label)} | ${producer.call === 'browserStorage' ? 'browser storage' : code(producer.call)} | ${howProduced(producer)} |`,
    ),
  ].join('\n');
}

/** `readme` with the text between the markers replaced by `table`; throws when the markers are missing. */
export function withAnswersTable(readme: string, table: string): string {
  const start = readme.indexOf(ANSWERS_START);
  const end = readme.indexOf(ANSWERS_END);
  if (start < 0 || end < start)
    throw new Error(`docs/fixtures.md has no "${ANSWERS_START}" … "${ANSWERS_END}" block`);
  return `${readme.slice(0, start + ANSWERS_START.length)}\n\n${table.trimEnd()}\n\n${readme.slice(end)}`;
}
