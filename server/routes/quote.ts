import type { Request, Response, Router } from 'express';
import type { SandboxContext } from '../context';
import type {
  GenerateNewPrivateCarQuoteRequest,
  PricingDetails,
  Quote,
  QuotePremium,
  RateQuoteRequest,
  UnderwritingOutcome,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
  UpdateNoClaimsProtectionRequest,
} from '../contract';
import { clientOf } from '../client';
import { assertCoverDates } from '../cover-dates';
import { conflict, noContent, notFound } from '../errors';
import {
  assertOpen,
  assertPurchasable,
  checkIdentity,
  createQuote,
  detailsOf,
  paymentProviderOf,
  repriceQuote,
  requireQuote,
} from '../quoting';
import { findQuoteByToken, recordContactSave } from '../store/quotes';
import { policyOfQuote } from '../store/policies';
import { accessibleQuote, grantQuoteAccess, requireQuoteAccess } from '../quote-access';
import { queryOf } from './query';

/** Conviction points the sandbox "finds" when a Rerate proposer's contact details are saved. */
const RERATE_EXTRA_POINTS = 3;

const text = (value: string | undefined) => value ?? '';

export function quoteRoutes(router: Router, context: SandboxContext): void {
  router.post('/api/v2/Quote/GenerateNewPrivateCarQuote', async (req, res) => {
    // spec 1 §5: a suspected bot gets a normal price, so it cannot tell it was caught.
    const { quote, isSuspectedSpam } = req.body as GenerateNewPrivateCarQuoteRequest;
    assertCoverDates(quote, context.now());
    const record = await createQuote(context, quote, 'direct', { isSuspectedSpam });
    await grantQuoteAccess(context, req, res, record.quoteRef);
    res.json(record.result);
  });

  // Both re-price the stored quote with the risk data sent; a re-rate keeps the add-ons last priced, and
  // RepriceQuoteWithAddOnsQuote prices the ones it names instead (the contract refuses an unknown code).
  router.put('/api/v2/Quote/RateExistingPrivateCarQuote', async (req, res) => {
    const { quoteCommand, quote, isSuspectedSpam } = req.body as RateQuoteRequest;
    const record = await accessibleQuote(context, req, quoteCommand.quoteReference);
    if (!record) return noContent(res);
    assertOpen(record, context.now());
    assertCoverDates(quote, context.now(), record.risk);
    res.json(await repriceQuote(context, record, quote, { isSuspectedSpam }));
  });
  router.put('/api/v2/Quote/RepriceQuoteWithAddOnsQuote', async (req, res) => {
    const { quoteCommand, quote, isSuspectedSpam } = req.body as RateQuoteRequest;
    const record = await accessibleQuote(context, req, quoteCommand.quoteReference);
    if (!record) return noContent(res);
    assertOpen(record, context.now());
    assertCoverDates(quote, context.now(), record.risk);
    const addOns = quoteCommand.selectedAddOns ?? [];
    res.json(await repriceQuote(context, record, quote, { isSuspectedSpam, addOns }));
  });

  router.put('/api/v2/Quote/UpdateNoClaimsProtection', async (req, res) => {
    const body = req.body as UpdateNoClaimsProtectionRequest;
    const record = await accessibleQuote(context, req, body.quoteReference);
    if (!record) return noContent(res);
    assertOpen(record, context.now());
    const quote: Quote = {
      ...record.risk,
      coverDetails: {
        ...record.risk.coverDetails,
        protectNoClaimsDiscount: body.protectNoClaimsDiscount,
      },
    };
    res.json(await repriceQuote(context, record, quote));
  });

  const aggregatorLoad = (withDetails: boolean) => async (req: Request, res: Response) => {
    const query = queryOf(req);
    const record = await findQuoteByToken(context.db, text(query.Token).trim());
    if (
      !record ||
      record.quoteRef.toUpperCase() !== text(query.QuoteReference).trim().toUpperCase()
    ) {
      throw notFound('Quote not found');
    }
    // The token proves the visitor holds the quote: a taken-up answer names its policy, for its documents,
    // which the access given here opens.
    await grantQuoteAccess(context, req, res, record.quoteRef);
    const policy = record.takenUpAt ? await policyOfQuote(context.db, record.quoteRef) : undefined;
    assertOpen(record, context.now(), 'buy', policy?.policyRef);
    res.json(detailsOf(context, record, { affordability: withDetails }));
  };
  router.get('/api/v1/Quote/GetAggregatorQuote', aggregatorLoad(false));
  router.get('/api/v1/Quote/GetAggregatorQuoteDetails', aggregatorLoad(true));

  router.get('/api/v1/Quote/GetQuote', async (req, res) => {
    await requireQuoteAccess(context, req, text(queryOf(req).quote));
    const record = await requireQuote(context, text(queryOf(req).quote));
    assertOpen(record, context.now(), 'fetch');
    res.json(detailsOf(context, record));
  });

  router.get('/api/v1/Quote/GetPricingDetails', async (req, res) => {
    await requireQuoteAccess(context, req, text(queryOf(req).quote));
    const record = await requireQuote(context, text(queryOf(req).quote));
    // A price that can no longer be bought is not given (the contract's 409s).
    assertOpen(record, context.now(), 'fetch');
    res.json({
      quoteRef: record.quoteRef,
      underwritingOutcome: record.result.underwritingOutcome,
      paymentProvider: paymentProviderOf(context),
      expiryDate: record.expiresAt.toISOString(),
    } satisfies PricingDetails);
  });

  router.post('/api/v1/Quote/QuoteReminderDpaCheck', async (req, res) => {
    const query = queryOf(req);
    const record = await checkIdentity(
      context,
      'reminder',
      text(query.QuoteReference),
      {
        surname: text(query.Surname),
        dateOfBirth: text(query.DateOfBirth),
        postcode: text(query.Postcode),
      },
      { client: clientOf(req) },
    );
    // The customer proved who they are: the quote is theirs to see, whatever it can still be used for.
    await grantQuoteAccess(context, req, res, record.quoteRef);
    const now = context.now();
    if (
      record.takenUpAt ||
      record.expiresAt <= now ||
      record.result.underwritingOutcome.outcome !== 'Quoted'
    ) {
      throw conflict('QUOTE_INELIGIBLE', 'This quote can no longer be offered');
    }
    res.json(detailsOf(context, record, { affordability: true }));
  });

  router.get('/api/v1/Quote/GetQuoteDpaCheck', async (req, res) => {
    const query = queryOf(req);
    const record = await checkIdentity(
      context,
      'quote',
      text(query.QuoteReference),
      {
        surname: text(query.Surname),
        dateOfBirth: text(query.DateOfBirth),
        postcode: text(query.Postcode),
        registration: text(query.VehicleRegistration),
      },
      { notFoundMessage: 'Policy not found', client: clientOf(req) },
    );
    await grantQuoteAccess(context, req, res, record.quoteRef);
    assertOpen(record, context.now());
    res.json(detailsOf(context, record));
  });

  router.get('/api/v1/Quote/GetQuotePremium', async (req, res) => {
    const record = await requireQuote(
      context,
      text(queryOf(req).QuoteReference),
      notFound('Policy not found'),
    );
    const option = record.result.underwritingOutcome.underwrittenOptions[0];
    const payment = option?.paymentCollectionOptions.find(
      (item) => item.paymentMethod === 'CARD_PAYMENT',
    );
    if (!option || !payment) throw notFound('Policy not found');
    res.json({
      quoteReference: record.quoteRef,
      policyTermType: option.policyTermType,
      premium: payment.totalAmountPayable,
    } satisfies QuotePremium);
  });

  router.put('/api/v1/Contact/UpdateContactPreferences', async (req, res) => {
    const body = req.body as UpdateContactPreferencesRequest;
    const record = await accessibleQuote(context, req, body.quoteReference);
    if (!record) return noContent(res);
    const now = context.now();
    assertOpen(record, now);
    assertPurchasable(record);
    const saves = await recordContactSave(context.db, record.quoteRef, body, now);
    const scenario = record.surname.toLowerCase();
    if (scenario === 'rerate' && saves === 1) {
      const result = await repriceQuote(context, record, record.risk, {
        extraPoints: RERATE_EXTRA_POINTS,
      });
      res.json({
        hasPriceChanged: true,
        ...optionIds(result.underwritingOutcome),
        underwritingOutcome: result.underwritingOutcome,
      } satisfies UpdateContactPreferencesResult);
      return;
    }
    if (scenario === 'thirtyday') {
      const thirtyDay = await createQuote(context, record.risk, 'thirtyDay', {
        duration: 'ThirtyDay',
      });
      await grantQuoteAccess(context, req, res, thirtyDay.quoteRef);
      res.json({
        hasPriceChanged: false,
        ...optionIds(record.result.underwritingOutcome),
        thirtyDayQuoteDetails: {
          quoteRef: thirtyDay.quoteRef,
          showOnly30DayQuote: true,
          thirtyDayUnderwritingOutcome: thirtyDay.result.underwritingOutcome,
        },
      } satisfies UpdateContactPreferencesResult);
      return;
    }
    res.json({
      hasPriceChanged: false,
      ...optionIds(record.result.underwritingOutcome),
    } satisfies UpdateContactPreferencesResult);
  });
}

function optionIds(
  outcome: UnderwritingOutcome,
): Pick<UpdateContactPreferencesResult, 'optionId' | 'underwritingOutcomeResponseId'> {
  const option = outcome.underwrittenOptions[0];
  return {
    ...(option ? { optionId: option.optionId } : {}),
    underwritingOutcomeResponseId: outcome.underwritingOutcomeResponseId,
  };
}
