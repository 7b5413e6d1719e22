import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
} from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiError, ClientData } from './contract';
import type { SandboxContext } from './context';
import { HttpError, TooManyRequests } from './errors';
import { refuseUnstorableText } from './text-rules';
import { FAULT_SCOPE_HEADER, FaultRegistry, shapedAnswer, type Fault } from './faults';
import { paymentProviderOf } from './quoting';
import {
  entryQuoteSurnameOf,
  entryQuoteSurnames,
  type EntryQuoteKind,
  kindsWithSurname,
  mintEntryQuote,
} from './seed';
import type { Database } from './store/database';
import { lookupRoutes } from './routes/lookup';
import { quoteRoutes } from './routes/quote';
import { savedQuoteRoutes } from './routes/saved-quote';
import { clientData, paymentRoutes } from './routes/payment';
import { restartRoutes } from './routes/restart';
import {
  apiHeaders,
  everyAnswerHeaders,
  pageHeaders,
  type SecurityHostsEnv,
} from './security-headers';
import { threeDSecureRoutes } from './routes/three-d-secure';
import { documentRoutes } from './routes/documents';
import { outboxRoutes } from './routes/outbox';
import { builtPages, staticApp } from './static-app';
import { cspReportRoutes } from './csp-reports';
import { accessRequired } from './quote-access';

export const openapiDir = fileURLToPath(new URL('../openapi', import.meta.url));
export const apiSpecs = {
  lookup: join(openapiDir, 'lookup.yaml'),
  quote: join(openapiDir, 'quote.yaml'),
} as const;
/** The sandbox's own routes (/__sandbox/*), which are no contract's: faults, fixtures' copies, the outbox. */
export const sandboxAdminSpec = join(openapiDir, 'sandbox.yaml');

/** The contracts' operations: the only ones a fault can be set for. */
const knownOperations = new Set(
  Object.values(apiSpecs).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*operationId:\s*(\w+)\s*$/gm)].map(
      (match) => match[1] ?? '',
    ),
  ),
);

export interface SandboxOptions {
  db: Database;
  /** The current time; tests pin it. */
  now?: () => Date;
  faults?: FaultRegistry;
  latencyMs?: number;
  /** Validate every response against the contract (always on in tests). */
  validateResponses?: boolean;
  /** Built single-page app to serve beside the API. */
  staticDir?: string | undefined;
  /** The payment client data the environment configures (`clientData(env)`); SANDBOX when not given. */
  clientData?: ClientData;
  /** The hosts the pages' Content-Security-Policy allows besides the payment provider's defaults. */
  securityHosts?: SecurityHostsEnv;
  /** Whether /__sandbox/* answers (config.ts sandboxAdminOn); on when not given, as in tests. */
  admin?: boolean;
  /** Quote references one client may fail data-protection checks on in 10 minutes. */
  dpaClientLimit?: number;
}

type OpenApiRequest = Request & { openapi?: { schema?: { operationId?: string } } };

export function createSandboxApp(options: SandboxOptions): express.Express {
  const context: SandboxContext = {
    ...(options.dpaClientLimit === undefined ? {} : { dpaClientLimit: options.dpaClientLimit }),
    db: options.db,
    now: options.now ?? (() => new Date()),
    clientData: options.clientData ?? clientData({}),
  };
  const faults = options.faults ?? new FaultRegistry();
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');

  app.use(everyAnswerHeaders());
  app.use('/api', apiHeaders());
  // Answers of a kilobyte or more (reference lists, quotes) are sent compressed to browsers that accept it.
  app.use('/api', compression());
  // The quote access credential (server/quote-access.ts) is the only cookie the API reads.
  app.use('/api', cookieParser());
  app.use(normaliseQueryEncoding);
  app.use(cspReportRoutes());
  if (options.admin === false) {
    // Off: the sandbox's own routes are not there at all, as on the insurer's real API.
    app.use('/__sandbox', (_req, res) => {
      const body: ApiError = { code: 'NOT_FOUND', message: 'No such operation' };
      res.status(404).json(body);
    });
  }
  app.use(
    '/__sandbox',
    express.json({ limit: '10kb' }),
    OpenApiValidator.middleware({
      apiSpec: sandboxAdminSpec,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: options.validateResponses ?? false,
      // The card issuer's 3-D Secure page (server/routes/three-d-secure.ts) is a page, not an API.
      ignoreUndocumented: true,
    }),
    sandboxAdmin(faults, context),
  );
  app.use(
    '/api',
    express.json({ type: ['application/json', 'application/json-patch+json'], limit: '1mb' }),
  );
  // Before any other reading of the request: text the store cannot keep, or too long for its indexes, and
  // nesting deeper than any contract's, are refused with the contract's 400 (server/text-rules.ts).
  app.use('/api', refuseUnstorableText);
  for (const apiSpec of Object.values(apiSpecs)) {
    app.use(
      OpenApiValidator.middleware({
        apiSpec,
        validateRequests: { allowUnknownQueryParameters: false },
        validateResponses: options.validateResponses ?? false,
        ignoreUndocumented: true,
        validateFormats: true,
        // 'fast' would take any digits for a date (2024-02-30, 10:00 at 29:00); the contract means RFC 3339.
        ajvFormats: { mode: 'full' },
      }),
    );
  }
  app.use('/api', injectFaults(faults, options.latencyMs ?? 0));

  const router = express.Router();
  lookupRoutes(router, context);
  quoteRoutes(router, context);
  savedQuoteRoutes(router, context);
  paymentRoutes(router, context);
  threeDSecureRoutes(router, context);
  restartRoutes(router, context);
  documentRoutes(router, context);
  app.use(router);

  app.use('/api', (_req, res) => {
    const body: ApiError = { code: 'NOT_FOUND', message: 'No such operation' };
    res.status(404).json(body);
  });

  if (options.staticDir && existsSync(options.staticDir)) {
    const pages = builtPages(options.staticDir);
    app.use(pageHeaders(paymentProviderOf(context), options.securityHosts, pages.styleSources));
    app.use(staticApp(options.staticDir, pages));
  }

  app.use(errorHandler);
  return app;
}

/**
 * A query string as browsers and clients write it: a `+` is a space (form encoding, as URLSearchParams and
 * curl users write it), and `!'()*`, which encodeURIComponent (the app's client) leaves as they are, are
 * data: RFC 3986 allows them in a query, so a surname such as O'Brien is not a malformed parameter.
 */
function normaliseQueryEncoding(req: Request, _res: Response, next: NextFunction) {
  const spaced = (url: string) => {
    const queryStart = url.indexOf('?');
    return queryStart < 0
      ? url
      : url.slice(0, queryStart) +
          url
            .slice(queryStart)
            .replaceAll('+', '%20')
            .replace(
              /[!'()*]/g,
              (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
            );
  };
  req.url = spaced(req.url);
  // The validator reads the raw query from originalUrl.
  req.originalUrl = spaced(req.originalUrl);
  next();
}

function injectFaults(faults: FaultRegistry, latencyMs: number) {
  return async (req: OpenApiRequest, res: Response, next: NextFunction) => {
    const operationId = req.openapi?.schema?.operationId;
    const fault = operationId ? faults.take(operationId, faultScope(req)) : undefined;
    const wait = latencyMs + (fault?.latencyMs ?? 0);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (fault?.status === undefined) {
      if (fault?.omit !== undefined || fault?.set !== undefined) {
        // The ordinary answer, shaped (response validation, when on, still checks it against the contract).
        const json = res.json.bind(res);
        res.json = (body: unknown) => json(shapedAnswer(body, fault));
      }
      next();
      return;
    }
    if (fault.status === 204) {
      res.status(204).end();
      return;
    }
    const body: ApiError = {
      code: fault.code ?? (fault.status === 400 ? 'VALIDATION_ERROR' : 'INTERNAL_ERROR'),
      message: `Sandbox fault injected into ${operationId ?? 'this operation'}`,
    };
    res.status(fault.status).json(body);
  };
}

/** The caller's fault scope (server/faults.ts `FAULT_SCOPE_HEADER`); none is the shared one. */
const faultScope = (req: { get(name: string): string | undefined }): string =>
  req.get(FAULT_SCOPE_HEADER)?.slice(0, 100) ?? '';

function sandboxAdmin(faults: FaultRegistry, context: SandboxContext) {
  const admin = express.Router();
  // A fresh copy of a returning visitor's fixture (docs/fixtures.md), e.g. for a run that buys it.
  // With `surname` (an outcome surname), the copy's proposer has it and the quote is priced by it.
  // Its shape is checked against openapi/sandbox.yaml; what it asks must also make sense.
  admin.post(
    '/entry-quotes',
    async (req: Request<unknown, unknown, { kind: EntryQuoteKind; surname?: string }>, res) => {
      const { kind, surname: given } = req.body;
      const surname = given === undefined ? undefined : entryQuoteSurnameOf(given);
      if (given !== undefined && (!surname || !kindsWithSurname.includes(kind))) {
        res.status(400).json({
          code: 'VALIDATION_ERROR',
          message: `A surname is one of ${entryQuoteSurnames.map((known) => `'${known}'`).join(', ')}, for a quote of kind ${kindsWithSurname.map((known) => `'${known}'`).join(', ')}`,
        });
        return;
      }
      const paymentProvider = paymentProviderOf(context);
      res
        .status(201)
        .json(
          await mintEntryQuote({ ...context, paymentProvider }, kind, surname ? { surname } : {}),
        );
    },
  );
  admin.get('/faults', (req, res) => {
    res.json(faults.list(faultScope(req)));
  });
  admin.post(
    '/faults',
    (
      req: Request<
        unknown,
        unknown,
        Omit<Fault, 'set'> & { operationId: string; set?: Fault['set'] }
      >,
      res,
    ) => {
      // Its shape is checked against openapi/sandbox.yaml; the operation must be one of the contracts'.
      const { operationId, status, code, times, latencyMs, omit, set } = req.body;
      if (!knownOperations.has(operationId)) {
        res.status(400).json({
          code: 'VALIDATION_ERROR',
          message: `No operation ${operationId} in openapi/lookup.yaml or openapi/quote.yaml`,
        });
        return;
      }
      faults.set(operationId, { status, code, times, latencyMs, omit, set }, faultScope(req));
      res.status(204).end();
    },
  );
  admin.delete('/faults', (req, res) => {
    faults.clear(undefined, faultScope(req));
    res.status(204).end();
  });
  outboxRoutes(admin, context);
  return admin;
}

interface ValidatorError {
  status?: number;
  message?: string;
  errors?: { path?: string; message?: string }[];
}

const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    logFailure(req, res.statusCode, error);
    // Express's own handler would print the error, message and all; closing is all it would add.
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequests)
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(error.body);
    return;
  }
  const validation = error as ValidatorError;
  if (validation.status === 413) {
    const body: ApiError = { code: 'VALIDATION_ERROR', message: 'Request body too large' };
    res.status(413).json(body);
    return;
  }
  if (validation.status === 400 || validation.status === 415) {
    const body: ApiError = {
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
      errors: (validation.errors ?? []).map((item) => ({
        field: (item.path ?? '').replace(/^\//, '').replaceAll('/', '.'),
        message: item.message ?? 'is not valid',
      })),
    };
    res.status(400).json(body);
    return;
  }
  // The validator checks the contracts' security schemes: the only one is the quote access cookie.
  if (validation.status === 401) {
    const refusal = accessRequired();
    res.status(refusal.status).json(refusal.body);
    return;
  }
  if (validation.status === 405 || validation.status === 404) {
    res
      .status(validation.status)
      .json({ code: 'NOT_FOUND', message: validation.message ?? 'Not found' });
    return;
  }
  // A file outside the build (`/assets/..%2f..%2fpackage.json`) is refused by the static server with 403:
  // there is nothing there to find. Other refusals of a request (a range past the end) keep their status.
  if (validation.status === 403) {
    res.status(404).json({ code: 'NOT_FOUND', message: 'Not found' } satisfies ApiError);
    return;
  }
  if (validation.status !== undefined && validation.status >= 400 && validation.status < 500) {
    const body: ApiError = { code: 'VALIDATION_ERROR', message: 'The request cannot be answered' };
    res.status(validation.status).json(body);
    return;
  }
  const status = validation.status && validation.status >= 500 ? validation.status : 500;
  logFailure(req, status, error);
  // The message is the catalogue's: a validator's or a database's own may quote what was sent.
  const body: ApiError = {
    code: 'INTERNAL_ERROR',
    message: 'An unexpected server error occurred.',
  };
  res.status(status).json(body);
};

/**
 * One line per failure, with nothing the customer typed: a query string (the data-protection checks
 * carry surname, date of birth and postcode), a body or an error's message (a validator's or a
 * database's message can quote the values) is never printed. Where the error was thrown is.
 */
function logFailure(req: Request, status: number, error: unknown): void {
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  const { name, code, stack } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    stack?: unknown;
  };
  const thrownAt = typeof stack === 'string' ? /\n\s+at (.+)/.exec(stack)?.[1] : undefined;
  const parts = [
    `${req.method} ${path} -> ${status}`,
    typeof name === 'string' ? name : 'Error',
    typeof code === 'string' || typeof code === 'number' ? `code=${code}` : '',
    thrownAt ? `at ${thrownAt}` : '',
  ];
  console.error(parts.filter(Boolean).join(' '));
}
