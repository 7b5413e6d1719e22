import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { initialQuoteState, type QuoteState } from '../core/state';
import { answersFor } from '../testing/factories';
import { stepIds } from './navigation';
import { mergeAnswers } from './step-answers';
import { statementOfFactOf, statementWording } from './statement-of-fact';
import { STATEMENT_WORDING_VERSION } from './statement-text';
import { stepHeadings } from './text';
import { aboutYouText } from './about-you-text';
import { coverQuestionText } from './cover-question-text';
import { driverQuestionText } from './driver-question-text';
import { vehicleUseText } from './vehicle-use-text';
import type { ReferenceData } from '../core/reference-data';

/**
 * The wording each version names. A change to a question's words needs a new STATEMENT_WORDING_VERSION (and
 * its fingerprint here), so a statement always says which words the customer answered.
 */
const WORDING_FINGERPRINTS: Record<string, string> = {
  '2026-11-29': '6c79ddccb82f2c683689eddc2855a5bacea7ba624cd087efbc43b63fffe2285a',
};

const referenceData: ReferenceData = {
  titles: [{ code: 'MR', description: 'Mr' }],
  maritalStatuses: [{ code: 'M', description: 'Married' }],
  vehicleUses: [{ code: 'HR', description: 'Hire and reward (food delivery)' }],
  deliveryOperators: [{ code: 'JUSTEAT', description: 'Just Eat' }],
  coverLevels: [{ code: 'COMP', description: 'Comprehensive' }],
  hearAboutUsOptions: [{ code: 'AD', description: 'Advert' }],
  relationshipsToProposer: [{ code: 'W', description: 'Wife' }],
  claimTypes: [{ code: 'AC', description: 'Accident' }],
  claimStatuses: [{ code: 'S', description: 'Settled' }],
};

function quotedCustomer(): QuoteState {
  return stepIds.reduce(
    (quote, step) => mergeAnswers(quote, answersFor(step)),
    initialQuoteState(),
  );
}

const answerTo = (quote: QuoteState, heading: string, question: string) =>
  statementOfFactOf({ quote, referenceData })
    .sections.find((section) => section.heading === heading)
    ?.answers.find((answer) => answer.question === question)?.answer;

describe('the statement of fact', () => {
  it('lists the steps in order, each question in the words the step showed, each answer as the customer gave it', () => {
    const statement = statementOfFactOf({ quote: quotedCustomer(), referenceData });
    expect(statement.wordingVersion).toBe(STATEMENT_WORDING_VERSION);
    expect(statement.sections.map((section) => section.heading)).toEqual([
      stepHeadings.vehicleDetails,
      stepHeadings.vehicleDetailsTwo,
      stepHeadings.aboutYou,
      stepHeadings.driverDetails,
      stepHeadings.driverDetailsTwo,
      stepHeadings.vehicleCover,
    ]);
    const quote = quotedCustomer();
    expect(answerTo(quote, stepHeadings.vehicleDetails, 'Vehicle registration')).toBe('DL19CAR');
    expect(
      answerTo(quote, stepHeadings.vehicleDetailsTwo, vehicleUseText.detailsTwo.vehicleWorth),
    ).toBe('£14,500.00');
    expect(
      answerTo(quote, stepHeadings.vehicleDetailsTwo, vehicleUseText.detailsTwo.useVehicle),
    ).toBe('Hire and reward (food delivery)');
    expect(answerTo(quote, stepHeadings.vehicleDetailsTwo, vehicleUseText.detailsTwo.whenBuy)).toBe(
      '04/2021',
    );
    expect(answerTo(quote, stepHeadings.aboutYou, 'Date of birth')).toBe('03/09/1991');
    expect(answerTo(quote, stepHeadings.aboutYou, aboutYouText.page.maritalStatus)).toBe('Married');
    expect(answerTo(quote, stepHeadings.aboutYou, aboutYouText.page.homeAddress)).toBe(
      'Flat 1, Regency Mansions, London, SW1A 1AA',
    );
    expect(answerTo(quote, stepHeadings.aboutYou, aboutYouText.page.homeowner)).toBe('Yes');
    expect(
      answerTo(quote, stepHeadings.driverDetailsTwo, driverQuestionText.detailsTwo.everBeenRefused),
    ).toBe('No');
    expect(answerTo(quote, stepHeadings.vehicleCover, coverQuestionText.cover.levelCover)).toBe(
      'Comprehensive',
    );
    expect(
      answerTo(quote, stepHeadings.vehicleCover, coverQuestionText.cover.voluntaryExcess),
    ).toBe('£250.00');
    expect(answerTo(quote, stepHeadings.vehicleCover, coverQuestionText.heard.hearAbout)).toBe(
      'Advert',
    );
  });

  it('leaves out what was not asked, and names a code the lists do not know by the code itself', () => {
    const quote = quotedCustomer();
    expect(
      answerTo(quote, stepHeadings.aboutYou, aboutYouText.page.overnightAddress),
    ).toBeUndefined();
    expect(
      answerTo(quote, stepHeadings.vehicleDetailsTwo, vehicleUseText.detailsTwo.whoLegalOwner),
    ).toBeUndefined();
    expect(
      answerTo(
        quote,
        stepHeadings.driverDetails,
        driverQuestionText.fields.questions.proposer.occupation,
      ),
    ).toBe('D34');
  });

  it('lists claims under their question and gives each additional driver a section of their own', () => {
    const base = quotedCustomer();
    const quote: QuoteState = {
      ...base,
      proposerDetails: {
        ...base.proposerDetails,
        motoringClaims: [
          {
            dateOfClaim: '2024-02-10',
            typeOfClaim: 'AC',
            statusOfClaim: 'S',
            atFault: true,
            noClaimsBonusAffected: true,
            costOfClaim: 1200,
          },
        ],
      },
      hasAdditionalDriver: true,
      additionalDrivers: [
        {
          ...base.proposerDetails,
          title: 'MR',
          firstName: 'Alex',
          lastNames: 'Carter',
          dateOfBirth: '1993-04-12',
          maritalStatus: 'M',
          relationshipToProposer: 'W',
          vehicleUse: 'HR',
          motoringConvictions: [],
          motoringClaims: [],
        },
      ],
    };
    const history = driverQuestionText.history;
    expect(
      answerTo(quote, stepHeadings.driverDetailsTwo, history.questions.proposer.hasMotoringClaims),
    ).toBe('Yes');
    expect(
      answerTo(quote, stepHeadings.driverDetailsTwo, history.questions.proposer.motoringClaims),
    ).toBe(
      `Accident: ${history.claimSummary({ date: '10/02/2024', status: 'Settled', cost: '£1,200.00', atFault: true })}`,
    );
    const driver = statementOfFactOf({ quote, referenceData }).sections.find(
      (section) => section.heading === 'Additional driver: Alex Carter',
    );
    expect(driver?.answers).toContainEqual({
      question: driverQuestionText.additional.relationship,
      answer: 'Wife',
    });
  });

  it('names the wording it uses: a change to a question needs a new wording version', () => {
    const fingerprint = createHash('sha256').update(statementWording().join('\n')).digest('hex');
    expect({ version: STATEMENT_WORDING_VERSION, fingerprint }).toEqual({
      version: STATEMENT_WORDING_VERSION,
      fingerprint: WORDING_FINGERPRINTS[STATEMENT_WORDING_VERSION],
    });
  });
});
