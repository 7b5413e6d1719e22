import type { Router } from 'express';
import { parseISO } from 'date-fns';
import type { SandboxContext } from '../context';
import type { PolicyDocument } from '../contract';
import { policyDocumentPdf } from '../documents/pdf';
import { statementOfFactPdf } from '../documents/statement-of-fact';
import {
  productDocumentFileName,
  productDocumentPdf,
  type Product,
  type ProductDocumentKind,
} from '../documents/product-documents';
import { notFound } from '../errors';
import {
  documentsForPolicy,
  findDocument,
  findPolicy,
  type DocumentRecord,
} from '../store/policies';
import { findQuote } from '../store/quotes';
import { findStatementOfFact } from '../store/statements-of-fact';
import { requireDocumentAccess, requirePolicyAccess } from '../quote-access';

// spec 2 §8: 404 'No document found' (documents)
const noDocument = () => notFound('No document found', 'NOT_FOUND');

export function documentRoutes(router: Router, context: SandboxContext): void {
  router.get(
    '/api/v1/Document/GetPolicyDocumentsByPolicyReference/:policyref',
    async (req, res) => {
      await requirePolicyAccess(context, req, req.params.policyref, noDocument());
      const policy = await findPolicy(context.db, req.params.policyref);
      const documents = policy ? await documentsForPolicy(context.db, policy.policyRef) : [];
      if (documents.length === 0) throw noDocument();
      const body: PolicyDocument[] = documents.map(({ id, fileName }) => ({ id, fileName }));
      res.json(body);
    },
  );

  // The same for every customer (nothing personal): made once per product and kind.
  const productDocuments = new Map<string, Promise<Uint8Array>>();
  router.get('/api/v1/Document/GetProductDocument/:product/:kind', async (req, res) => {
    // The contract's enums have been checked by the validator.
    const product = req.params.product as Product;
    const kind = req.params.kind as ProductDocumentKind;
    const key = `${product}/${kind}`;
    const made =
      productDocuments.get(key) ??
      productDocumentPdf(product, kind).catch((error: unknown) => {
        productDocuments.delete(key);
        throw error;
      });
    productDocuments.set(key, made);
    const pdf = await made;
    res
      .status(200)
      .type('application/pdf')
      .setHeader(
        'Content-Disposition',
        `attachment; filename="${productDocumentFileName(product, kind)}"`,
      )
      .setHeader('Content-Length', String(pdf.length))
      .end(pdf);
  });

  router.get('/api/v1/Document/DownloadDocumentById/:documentId', async (req, res) => {
    await requireDocumentAccess(context, req, req.params.documentId, noDocument());
    const document = await findDocument(context.db, req.params.documentId);
    if (!document) throw noDocument();
    const pdf = await renderDocument(context, document);
    res
      .status(200)
      .type('application/pdf')
      .setHeader(
        'Content-Disposition',
        `attachment; filename="${document.fileName.replace(/["\\]/g, '')}"`,
      )
      .setHeader('Content-Length', String(pdf.length))
      .end(pdf);
  });
}

async function renderDocument(
  context: SandboxContext,
  document: DocumentRecord,
): Promise<Uint8Array> {
  const policy = await findPolicy(context.db, document.policyRef);
  const quote = policy && (await findQuote(context.db, policy.quoteRef));
  if (!policy || !quote) throw noDocument();
  const kept = await findStatementOfFact(context.db, document.id);
  if (kept) {
    return statementOfFactPdf({
      policyReference: policy.policyRef,
      quoteReference: quote.quoteRef,
      statement: kept.statement,
    });
  }
  const options = quote.result.underwritingOutcome.underwrittenOptions;
  const option = options.find((item) => item.optionId === policy.optionId) ?? options[0];
  const proposer = quote.risk.proposerDetails;
  const coverStart = parseISO(option?.effectiveFrom ?? quote.risk.coverDetails.effectiveFrom);
  const coverEnd = option ? parseISO(option.effectiveTo) : coverStart;
  return policyDocumentPdf({
    title: document.title,
    policyReference: policy.policyRef,
    quoteReference: quote.quoteRef,
    proposerName: [proposer.firstName, proposer.lastNames].filter(Boolean).join(' '),
    vehicleRegistration: quote.risk.vehicleDetails.registration,
    coverStart,
    coverEnd,
  });
}
