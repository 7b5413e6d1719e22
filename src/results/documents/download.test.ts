import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPdf } from '../../../server/documents/read-pdf';
import {
  LOAN_AGREEMENT_FILE_NAME,
  PRE_CONTRACT_FILE_NAME,
  REVOKE_DELAY_MS,
  downloadCreditDocument,
  saveFile,
} from './download';
import { aCreditDocumentFacts } from './facts.fixture';

interface Download {
  fileName: string;
  href: string;
  attached: boolean;
  blob: Blob;
}

/** Records each download the page starts: the clicked anchor and the blob behind its object URL. */
function watchDownloads() {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1;
    const url = `blob:test/${next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const href = this.getAttribute('href') ?? '';
    const blob = blobs.get(href);
    if (!blob) throw new Error(`No blob behind ${href}`);
    downloads.push({ fileName: this.download, href, attached: this.isConnected, blob });
  });
  return { downloads, revoke };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a download link for the data, then removes it and revokes its URL', async () => {
    const { downloads, revoke } = watchDownloads();
    saveFile(new TextEncoder().encode('hello'), 'greeting.txt', 'text/plain');

    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    expect(download?.fileName).toBe('greeting.txt');
    expect(download?.attached).toBe(true);
    expect(download?.blob.type).toBe('text/plain');
    expect(await download?.blob.text()).toBe('hello');
    expect(document.querySelector('a[download]')).toBeNull();

    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revoke).toHaveBeenCalledWith(download?.href);
  });

  it('saves a Blob as it is', () => {
    const { downloads } = watchDownloads();
    const blob = new Blob(['BEGIN:VCARD'], { type: 'text/vcard' });
    saveFile(blob, 'contact.vcf', 'text/vcard');
    expect(downloads[0]?.blob).toBe(blob);
  });
});

describe('downloadCreditDocument', () => {
  it.each([
    ['loanAgreement', 'Fixed Sum Loan Agreement.pdf', 2],
    ['preContract', 'Pre-Contract Credit Agreement.pdf', undefined],
  ] as const)('saves %s as %s', async (kind, fileName, pageCount) => {
    vi.useRealTimers();
    const { downloads } = watchDownloads();
    await downloadCreditDocument(kind, aCreditDocumentFacts());

    expect(downloads.map((download) => download.fileName)).toEqual([fileName]);
    const blob = downloads[0]?.blob;
    expect(blob?.type).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()));
    if (pageCount) expect(pdf.pageCount).toBe(pageCount);
    expect(pdf.pages.flat()).toContain('£997.66');
  });

  it('names the files as spec 2 §2 does', () => {
    expect(PRE_CONTRACT_FILE_NAME).toBe('Pre-Contract Credit Agreement.pdf');
    expect(LOAN_AGREEMENT_FILE_NAME).toBe('Fixed Sum Loan Agreement.pdf');
  });
});
