/**
 * The sandbox's own logs never carry what a customer typed: the data-protection checks send surname, date of
 * birth and postcode in the query, and a quote's body carries the proposer. A failure is logged as method,
 * path, status and the error's name and code.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatWithOptions } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from './app';
import { FaultRegistry } from './faults';
import { seedRisk } from './seed';
import type { Database } from './store/database';

const customer = {
  surname: 'Fotheringay',
  firstName: 'Philippa',
  dateOfBirth: '1987-11-23',
  postcode: 'SW1A 1AA',
  registration: 'DL19CAR',
  email: 'philippa.fotheringay@example.com',
} as const;

/** A database that fails the way PostgreSQL does: its message and detail quote the values it was sent. */
class FailingQuery extends Error {
  override name = 'DatabaseError';
  code = '22007';
  constructor(readonly parameters: readonly unknown[] = []) {
    super(`invalid input syntax near ${JSON.stringify(parameters)}`);
  }
}
const failingDatabase: Database = {
  kind: 'postgres',
  query: (_sql, params) => Promise.reject(new FailingQuery(params)),
  exec: () => Promise.reject(new FailingQuery()),
  transaction: () => Promise.reject(new FailingQuery()),
  close: () => Promise.resolve(),
};

const faults = new FaultRegistry();
let server: Server;
let url = '';
beforeAll(async () => {
  const app = createSandboxApp({ db: failingDatabase, faults, validateResponses: true });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Everything the sandbox printed while `work` ran. */
async function printedDuring(work: () => Promise<void>): Promise<string> {
  const lines: unknown[][] = [];
  const capture = (...args: unknown[]) => {
    lines.push(args);
  };
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(capture);
  }
  await work();
  // As the console would print them: an error with its message, stack and properties.
  return lines.map((args) => formatWithOptions({ depth: 10 }, ...args)).join('\n');
}
afterEach(() => {
  vi.restoreAllMocks();
  faults.clear();
});

const dpaQuery = new URLSearchParams({
  QuoteReference: 'REM-TEST-1',
  Surname: customer.surname,
  DateOfBirth: customer.dateOfBirth,
  Postcode: customer.postcode,
  VehicleRegistration: customer.registration,
}).toString();

const personalValues = [
  customer.surname,
  customer.firstName,
  customer.dateOfBirth,
  customer.postcode,
  'SW1A+1AA',
  'SW1A%201AA',
  customer.email,
  'REM-TEST-1',
];

function expectNothingPersonal(printed: string) {
  for (const value of personalValues) expect(printed).not.toContain(value);
}

describe('the log of a failed request', () => {
  it('names the method, the path, the status and the error, not the query', async () => {
    const printed = await printedDuring(async () => {
      const response = await fetch(`${url}/api/v1/Quote/GetQuoteDpaCheck?${dpaQuery}`);
      expect(response.status).toBe(500);
    });
    expect(printed).toMatch(
      /GET \/api\/v1\/Quote\/GetQuoteDpaCheck -> 500 DatabaseError code=22007/,
    );
    expectNothingPersonal(printed);
  });

  it('prints nothing from a reminder check sent by POST with its details in the query', async () => {
    const query = new URLSearchParams({
      QuoteReference: 'REM-TEST-1',
      Surname: customer.surname,
      DateOfBirth: customer.dateOfBirth,
      Postcode: customer.postcode,
    });
    const printed = await printedDuring(async () => {
      const response = await fetch(`${url}/api/v1/Quote/QuoteReminderDpaCheck?${query}`, {
        method: 'POST',
      });
      expect(response.status).toBe(500);
    });
    expect(printed).toContain('POST /api/v1/Quote/QuoteReminderDpaCheck -> 500');
    expectNothingPersonal(printed);
  });

  it('prints nothing from the body of a quote that fails to save', async () => {
    const quote = seedRisk(
      {
        title: 'MRS',
        firstName: customer.firstName,
        lastNames: customer.surname,
        dateOfBirth: customer.dateOfBirth,
        emailAddress: customer.email,
      },
      new Date(),
    );
    const printed = await printedDuring(async () => {
      const response = await fetch(`${url}/api/v2/Quote/GenerateNewPrivateCarQuote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ quote }),
      });
      expect(response.status).toBe(500);
    });
    expect(printed).toContain('POST /api/v2/Quote/GenerateNewPrivateCarQuote -> 500');
    expectNothingPersonal(printed);
  });

  it('prints nothing for an injected fault either', async () => {
    faults.set('getQuoteDpaCheck', { status: 500 });
    const printed = await printedDuring(async () => {
      const response = await fetch(`${url}/api/v1/Quote/GetQuoteDpaCheck?${dpaQuery}`);
      expect(response.status).toBe(500);
    });
    expectNothingPersonal(printed);
  });
});
