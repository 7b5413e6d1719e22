/**
 * The statement of fact (issue #28): every answer the customer gave, under the question as the wizard's steps
 * worded it, step by step. It reads the answers through the same `from…State` functions the steps fill their
 * forms with, so it says what the customer saw in each field; a question not asked (its answer empty) is left
 * out. Codes are named from the reference lists the steps chose them from. The app downloads it as a PDF
 * before the purchase and sends it with TakeUpQuote, so the insurer keeps it with the policy.
 */
import type { StatementOfFact } from '../core/contract';
import type { QuoteState } from '../core/state';
import type { ReferenceData } from '../core/reference-data';
import type { DateParts } from '../core/fields';
import { JOURNEY_TEXT } from '../core/text';
import { formatGbp } from '../core/money';
import { addressLines, displayRegistration } from '../core/formats';
import { stepHeadings } from './text';
import { aboutYouText } from './about-you-text';
import { vehicleUseText } from './vehicle-use-text';
import { driverQuestionText } from './driver-question-text';
import { coverQuestionText } from './cover-question-text';
import { statementText, STATEMENT_WORDING_VERSION } from './statement-text';
import { fromVehicleDetailsState } from './schemas/vehicle-details';
import { fromVehicleDetailsTwoState, type MonthYear } from './schemas/vehicle-details-two';
import { fromAboutYouState } from './schemas/about-you';
import { fromDriverDetailsState, type DriverQuestionValues } from './schemas/driver-details';
import { fromDriverDetailsTwoState } from './schemas/driver-details-two';
import { fromAdditionalDriversState } from './schemas/additional-drivers';
import { fromVehicleCoverState } from './schemas/vehicle-cover';
import type { AddressValues } from './schemas/address';
import type { MotoringHistoryValues } from './schemas/motoring-history';

type Section = StatementOfFact['sections'][number];
type Answer = Section['answers'][number];

/** What the statement is made from: the quote's answers and the reference lists that name their codes. */
export interface StatementSource {
  quote: QuoteState;
  referenceData: ReferenceData | null;
}

const labels = JOURNEY_TEXT.labels;

const padded = (part: string) => part.padStart(2, '0');

const dateText = ({ day, month, year }: DateParts) =>
  day && month && year ? `${padded(day)}/${padded(month)}/${year}` : '';

const monthYearText = ({ month, year }: MonthYear) =>
  month && year ? `${padded(month)}/${year}` : '';

const yesNoText = (answer: string) => {
  if (answer === 'yes' || answer === 'Y') return statementText.yes;
  if (answer === 'no' || answer === 'N') return statementText.no;
  return '';
};

const moneyText = (pounds: string) => {
  const amount = Number(pounds.replace(/[£,\s]/g, ''));
  return pounds.trim() === '' || !Number.isFinite(amount) ? '' : formatGbp(amount);
};

const addressText = (address: AddressValues) =>
  addressLines(address)
    .map((line) => line.trim())
    .join(', ');

/** Builds one section's answers, leaving out the questions that were not asked. */
function answers(build: (ask: (question: string, answer: string) => void) => void): Answer[] {
  const list: Answer[] = [];
  build((question, answer) => {
    const trimmed = answer.trim();
    if (trimmed !== '') list.push({ question, answer: trimmed });
  });
  return list;
}

export function statementOfFactOf({ quote, referenceData }: StatementSource): StatementOfFact {
  /** The words a step showed for `code` in its list, or the code when the list does not have it. */
  const named = (list: string, code: string) =>
    code === ''
      ? ''
      : (referenceData?.[list]?.find((option) => option.code === code)?.description ?? code);
  const questions = driverQuestionText.fields.questions;
  const history = driverQuestionText.history;

  const driverQuestions = (
    ask: (question: string, answer: string) => void,
    values: DriverQuestionValues,
    words: (typeof questions)['proposer' | 'driver'],
  ) => {
    ask(words.isResidentFromBirth, yesNoText(values.isResidentFromBirth));
    ask(words.ukResidenceSince, dateText(values.ukResidenceSince));
    ask(words.employmentType, named('employmentStatusTypes', values.employmentType));
    ask(words.occupation, named('occupationTypes', values.occupation));
    ask(words.industry, named('industryTypes', values.industry));
    ask(words.isFullTime, yesNoText(values.isFullTime));
    ask(words.otherOccupation, named('occupationTypes', values.otherOccupation));
    ask(words.otherIndustry, named('industryTypes', values.otherIndustry));
    ask(words.fullUkLicence, yesNoText(values.fullUkLicence));
    ask(words.licenceType, named('licenceTypes', values.licenceType));
    ask(words.licenceObtained, dateText(values.licenceObtained));
    ask(words.licenceNumber, values.licenceNumber.join(' '));
  };

  const motoringHistory = (
    ask: (question: string, answer: string) => void,
    values: MotoringHistoryValues,
    words: (typeof history.questions)['proposer' | 'driver'],
  ) => {
    ask(words.hasMotoringConvictions, yesNoText(values.hasMotoringConvictions));
    if (values.hasMotoringConvictions === 'yes') {
      ask(
        words.motoringConvictions,
        values.motoringConvictions
          .map(
            (conviction) =>
              `${conviction.offenceCode} ${named('convictionCodes', conviction.offenceCode)}: ${history.convictionSummary(
                {
                  date: dateText(conviction.dateOfConviction),
                  points: conviction.numberOfPoints,
                  fine: moneyText(conviction.fineAmount),
                  ban:
                    conviction.wasDisqualified === 'yes'
                      ? {
                          from: dateText(conviction.banStartDate),
                          to: dateText(conviction.banEndDate),
                        }
                      : null,
                  pending: conviction.isPending === 'yes',
                },
              )}`,
          )
          .join('\n') || statementText.noneListed,
      );
    }
    ask(words.hasMotoringClaims, yesNoText(values.hasMotoringClaims));
    if (values.hasMotoringClaims === 'yes') {
      ask(
        words.motoringClaims,
        values.motoringClaims
          .map(
            (claim) =>
              `${named('claimTypes', claim.typeOfClaim)}: ${history.claimSummary({
                date: dateText(claim.dateOfClaim),
                status: named('claimStatuses', claim.statusOfClaim),
                cost: moneyText(claim.costOfClaim),
                atFault: claim.atFault === 'yes',
              })}`,
          )
          .join('\n') || statementText.noneListed,
      );
    }
  };

  const vehicleOne = fromVehicleDetailsState(quote);
  const vehicle = quote.vehicleDetails;
  const vehicleTwo = fromVehicleDetailsTwoState(quote);
  const use = vehicleUseText.detailsTwo;
  const aboutYou = fromAboutYouState(quote);
  const about = aboutYouText.page;
  const driver = fromDriverDetailsState(quote);
  const driverTwo = fromDriverDetailsTwoState(quote);
  const detailsTwo = driverQuestionText.detailsTwo;
  const drivers = fromAdditionalDriversState(quote).additionalDrivers;
  const additional = driverQuestionText.additional;
  const cover = fromVehicleCoverState(quote);
  const coverWords = coverQuestionText.cover;
  const heard = coverQuestionText.heard;

  const sections: Section[] = [
    {
      heading: stepHeadings.vehicleDetails,
      answers: answers((ask) => {
        ask(labels.registration, displayRegistration(vehicleOne.registration));
        ask(statementText.vehicleFound, [vehicle.make, vehicle.model].filter(Boolean).join(' '));
      }),
    },
    {
      heading: stepHeadings.vehicleDetailsTwo,
      answers: answers((ask) => {
        ask(use.vehicleWorth, moneyText(vehicleTwo.value));
        ask(use.boughtVehicleYet, yesNoText(vehicleTwo.vehiclePurchased));
        ask(use.whenBuy, monthYearText(vehicleTwo.datePurchased));
        ask(use.legalOwnerVehicle, yesNoText(vehicleTwo.legalOwner));
        ask(use.whoLegalOwner, named('vehicleOwnershipOptions', vehicleTwo.owner));
        ask(use.registeredKeeper, yesNoText(vehicleTwo.isRegisteredKeeper));
        if (vehicleTwo.isRegisteredKeeper === 'no') {
          ask(use.whoRegisteredKeeper, named('vehicleKeeperOptions', vehicleTwo.keeper));
        }
        ask(use.useVehicle, named('vehicleUses', vehicleTwo.vehicleUse));
        ask(use.companyDeliver, named('deliveryOperators', vehicleTwo.deliveryCompany));
        ask(use.manyMilesExpect, vehicleTwo.annualMileage);
        ask(use.manyThoseMiles, vehicleTwo.businessMileage);
        ask(use.whereVehicleKept, named('vehicleStorageOptions', vehicleTwo.keptOvernight));
        ask(use.theseAssumptionsAbout, yesNoText(vehicleTwo.assumptionAgree));
        ask(use.vehicleBeenModified, yesNoText(vehicleTwo.hasModifications));
        if (vehicleTwo.hasModifications === 'yes') {
          ask(
            vehicleUseText.modifications.modifications,
            vehicleTwo.modifications
              .map((modification) =>
                statementText.modification(
                  named('vehicleModifications', modification.modificationCode),
                  moneyText(modification.value),
                ),
              )
              .join('\n'),
          );
        }
        ask(use.vehicleImported, yesNoText(vehicleTwo.imported));
        ask(
          use.countryRegisteredBefore,
          named('countriesOfRegistration', vehicleTwo.countryOfRegistration),
        );
        ask(use.vehicleLeftHand, yesNoText(vehicleTwo.leftHandDrive));
      }),
    },
    {
      heading: stepHeadings.aboutYou,
      answers: answers((ask) => {
        ask(about.title, named('titles', aboutYou.title));
        ask(labels.firstName, aboutYou.firstName);
        ask(labels.surname, aboutYou.lastNames);
        ask(labels.dateOfBirth, dateText(aboutYou.dateOfBirth));
        ask(about.emailAddress, aboutYou.emailAddress);
        ask(about.mainPhoneNumber, aboutYou.phoneNumber);
        ask(about.maritalStatus, named('maritalStatuses', aboutYou.maritalStatus));
        ask(about.homeAddress, addressText(aboutYou.address));
        ask(about.homeowner, yesNoText(aboutYou.isHomeOwner));
        ask(about.vehicleKeptOvernight, yesNoText(aboutYou.isNotKeptAtHomeAddressOverNight));
        if (aboutYou.isNotKeptAtHomeAddressOverNight === 'yes') {
          ask(about.overnightAddress, addressText(aboutYou.overnightAddress));
        }
      }),
    },
    {
      heading: stepHeadings.driverDetails,
      answers: answers((ask) => driverQuestions(ask, driver, questions.proposer)),
    },
    {
      heading: stepHeadings.driverDetailsTwo,
      answers: answers((ask) => {
        motoringHistory(ask, driverTwo, history.questions.proposer);
        ask(detailsTwo.unspentCriminalConvictions, yesNoText(driverTwo.hasCriminalConvictions));
        ask(detailsTwo.everBeenRefused, yesNoText(driverTwo.hasBeenRefusedCover));
        ask(detailsTwo.accessOtherVehicles, yesNoText(driverTwo.accessToOtherVehicles));
        ask(detailsTwo.wouldLikeAdd, yesNoText(driverTwo.hasAdditionalDriver));
      }),
    },
    ...drivers.map((values): Section => ({
      heading: statementText.driverHeading(`${values.firstName} ${values.lastNames}`.trim()),
      answers: answers((ask) => {
        ask(additional.title, named('titles', values.title));
        ask(labels.firstName, values.firstName);
        ask(labels.surname, values.lastNames);
        ask(labels.dateOfBirth, dateText(values.dateOfBirth));
        ask(additional.maritalStatus, named('maritalStatuses', values.maritalStatus));
        ask(
          additional.relationship,
          named('relationshipsToProposer', values.relationshipToProposer),
        );
        driverQuestions(ask, values, questions.driver);
        motoringHistory(ask, values, history.questions.driver);
        ask(additional.unspentCriminalConvictions, yesNoText(values.hasCriminalConvictions));
        ask(additional.everBeenRefused, yesNoText(values.hasBeenRefusedCover));
        ask(additional.willUseVehicle, named('vehicleUses', values.vehicleUse));
      }),
    })),
    {
      heading: stepHeadings.vehicleCover,
      answers: answers((ask) => {
        ask(coverWords.levelCover, named('coverLevels', cover.levelOfCover));
        ask(coverWords.coverStartDate, dateText(cover.coverStartDate));
        ask(coverWords.coverStartTime, cover.coverStartTime);
        ask(coverWords.voluntaryExcess, moneyText(cover.voluntaryExcess));
        ask(coverWords.yearsNoClaims, named('noClaimsBonusYears', cover.yearsOfNoClaimsDiscount));
        ask(coverWords.wouldLikeProtect, yesNoText(cover.protectNoClaimsDiscount));
        ask(heard.hearAbout, named('hearAboutUsOptions', cover.howDidYouHearAboutUs));
        ask(heard.namedDriverExisting, yesNoText(cover.isNamedDriverOnExistingPolicy));
        ask(heard.whoNamedDriver, named('relationshipsToProposer', cover.namedDriverForWhom));
        ask(heard.beenDrivingAnother, yesNoText(cover.doesDriveAnotherVehicle));
        ask(heard.experienceDrivingCompany, yesNoText(cover.experienceDrivingCompnayCar));
        ask(heard.lookingInsureSecond, yesNoText(cover.isLookingToInsureSecondCar));
        ask(heard.typePolicyCurrently, named('currentPolicyOptions', cover.currentPolicyType));
        ask(
          heard.manyConsecutiveMonths,
          named('commercialVehicleMonths', cover.numberOfConsecutiveMonthsCover),
        );
        ask(heard.manyFullYears, named('noClaimsBonusYears', cover.fullYearsOfNoClaimsBonus));
        ask(heard.longBeenClaim, named('claimFreeOptions', cover.claimFreeFor));
        ask(heard.whyPolicyCancelled, named('cancellationReasons', cover.policyCancelledReason));
        ask(heard.typePolicyAt, named('cancelledPolicyTypes', cover.typeOfPolicyAtTheTime));
        ask(heard.manyDaysHold, named('commercialVehicleDays', cover.daysHeldThePolicyFor));
        ask(heard.manyMonthsHold, named('commercialVehicleMonths', cover.monthsHeldThePolicyFor));
      }),
    },
  ];
  return {
    wordingVersion: STATEMENT_WORDING_VERSION,
    sections: sections.filter((section) => section.answers.length > 0),
  };
}

const strings = (texts: Record<string, unknown>): string[] =>
  Object.values(texts).filter((text): text is string => typeof text === 'string');

/**
 * Every word the statement can say around the answers, in order: what `STATEMENT_WORDING_VERSION` names. A
 * change to any of them is a new wording, and ./statement-of-fact.test.ts asks for a new version when it comes.
 */
export const statementWording = (): readonly string[] => {
  const history = driverQuestionText.history;
  const additional = driverQuestionText.additional;
  return [
    ...strings(stepHeadings),
    ...strings(labels),
    ...strings(statementText),
    statementText.about('{quote}', '{version}'),
    statementText.driverHeading('{name}'),
    statementText.modification('{type}', '{value}'),
    ...strings(vehicleUseText.detailsTwo),
    vehicleUseText.modifications.modifications,
    ...strings(aboutYouText.page),
    ...strings(driverQuestionText.fields.questions.proposer),
    ...strings(driverQuestionText.fields.questions.driver),
    ...strings(history.questions.proposer),
    ...strings(history.questions.driver),
    history.convictionSummary({
      date: '{date}',
      points: '{points}',
      fine: '{fine}',
      ban: { from: '{from}', to: '{to}' },
      pending: true,
    }),
    history.claimSummary({ date: '{date}', status: '{status}', cost: '{cost}', atFault: true }),
    ...strings(driverQuestionText.detailsTwo),
    additional.title,
    additional.maritalStatus,
    additional.relationship,
    additional.unspentCriminalConvictions,
    additional.everBeenRefused,
    additional.willUseVehicle,
    ...strings(coverQuestionText.cover),
    ...strings(coverQuestionText.heard),
  ];
};
