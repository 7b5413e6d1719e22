/**
 * The seeded returning visitors' quotes (docs/fixtures.md) are whole quotes: each holds every answer a quote
 * saved through the wizard holds (spec 1 §2 Wizard steps, §3 Quote state), so the journey that loads one shows
 * the customer's answers (the licence number, where the vehicle is kept overnight, the assumptions about it)
 * and each step passes the checks it would have passed when the customer filled it in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { openDatabase, type Database } from '../../server/store/database';
import { migrate } from '../../server/store/migrate';
import { seedFixtures, seededReferences } from '../../server/seed';
import { findQuote } from '../../server/store/quotes';
import { quoteStateFromApi } from '../../machines/core/quote-mapping';
import type { QuoteState } from '../../machines/core/state';
import {
  aboutYouSchema,
  driverDetailsSchema,
  driverDetailsTwoSchema,
  fromAboutYouState,
  fromDriverDetailsState,
  fromDriverDetailsTwoState,
  fromVehicleCoverState,
  fromVehicleDetailsState,
  fromVehicleDetailsTwoState,
  vehicleCoverSchema,
  vehicleDetailsSchema,
  vehicleDetailsTwoSchema,
} from '../../machines/wizard/schemas';

const now = new Date('2026-07-01T09:00:00Z');

/** The messages each step of the wizard would show for the quote's answers; none for a whole quote. */
function stepProblems(quote: QuoteState): Record<string, unknown> {
  const { proposerDetails, vehicleDetails } = quote;
  const steps: [string, v.GenericSchema, unknown][] = [
    ['vehicleDetails', vehicleDetailsSchema, fromVehicleDetailsState(quote)],
    [
      'vehicleDetailsTwo',
      vehicleDetailsTwoSchema({ today: now, yearOfManufacture: vehicleDetails.yearOfManufacture }),
      fromVehicleDetailsTwoState(quote),
    ],
    ['aboutYou', aboutYouSchema({ today: now }), fromAboutYouState(quote)],
    [
      'driverDetails',
      driverDetailsSchema({
        surname: proposerDetails.lastNames,
        dateOfBirth: proposerDetails.dateOfBirth,
        today: now,
        licenceNumberRequired: true,
      }),
      fromDriverDetailsState(quote),
    ],
    [
      'driverDetailsTwo',
      driverDetailsTwoSchema({ today: now, dateOfBirth: proposerDetails.dateOfBirth }),
      fromDriverDetailsTwoState(quote),
    ],
    [
      'vehicleCover',
      vehicleCoverSchema({ now }),
      // The disclaimer is accepted afresh on each visit to the step, where a loaded quote lands.
      { ...fromVehicleCoverState(quote), disclaimerOpened: true, disclaimerAccepted: true },
    ],
  ];
  return Object.fromEntries(
    steps.flatMap(([step, schema, values]) => {
      const result = v.safeParse(schema, values);
      return result.issues ? [[step, v.flatten(result.issues).nested]] : [];
    }),
  );
}

describe('the seeded returning visitors’ quotes', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    await seedFixtures({ db, now: () => now });
  });
  afterAll(() => db.close());

  it.each([
    ['the aggregator visit (AGG-TEST-1)', seededReferences.aggregator.quoteRef],
    ['the restart (RST-TEST-1)', seededReferences.restart.quoteRef],
    ['the quote reminder (REM-TEST-1)', seededReferences.reminder.quoteRef],
  ])('%s holds every answer the wizard asks for', async (_fixture, quoteRef) => {
    const record = await findQuote(db, quoteRef);
    if (!record) throw new Error(`${quoteRef} is not seeded`);
    const loaded = quoteStateFromApi(record.risk);
    // Loading a saved quote counts its questions as answered (machines/entries/aggregator-merge.ts).
    const quote = {
      ...loaded,
      completedSteps: { ...loaded.completedSteps, driverDetailsTwo: true },
    };

    expect(stepProblems(quote)).toEqual({});
    // What the journey shows from it: the licence number, where the vehicle is kept overnight and the
    // assumptions about the vehicle confirmed.
    expect(fromDriverDetailsState(quote).licenceNumber.join('')).toMatch(/^[A-Z0-9]{16}$/);
    expect(fromVehicleDetailsTwoState(quote).keptOvernight).not.toBe('');
    expect(fromVehicleDetailsTwoState(quote).assumptionAgree).toBe('yes');
    expect(fromAboutYouState(quote).isNotKeptAtHomeAddressOverNight).toBe('no');
    expect(fromVehicleCoverState(quote).howDidYouHearAboutUs).not.toBe('');
  });
});
