/**
 * Where browsers send what the pages' Content-Security-Policy blocked (`report-to csp`, and `report-uri` for
 * browsers without the Reporting API). Each report is logged as one line naming the directive and the
 * blocked source's origin alone: a report's URLs can carry a quote reference or what a customer typed in a
 * query, so no path, query, sample or page address is written.
 */
import express, { type Request, type Response, type Router } from 'express';
import { isRecord } from '../shared/is-record';

export const CSP_REPORTS_PATH = '/csp-reports';
export const CSP_REPORTING_GROUP = 'csp';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The origin of a blocked source, or the keyword a browser reports instead ('inline', 'eval'). */
function blockedSource(value: string): string {
  if (/^[a-z-]+$/i.test(value)) return value;
  try {
    const { protocol, origin } = new URL(value);
    return origin !== 'null' ? origin : protocol;
  } catch {
    return 'unknown';
  }
}

/** The reports in a body of either form: the Reporting API's list, or one legacy `csp-report`. */
function reportsIn(body: unknown): Record<string, unknown>[] {
  const records = Array.isArray(body) ? (body as unknown[]) : [body];
  return records.flatMap((record) => {
    if (!isRecord(record)) return [];
    const inner = record['csp-report'] ?? record.body;
    return isRecord(inner) ? [inner] : [];
  });
}

export function cspReportRoutes(): Router {
  const router = express.Router();
  router.post(
    CSP_REPORTS_PATH,
    express.json({
      type: ['application/reports+json', 'application/csp-report', 'application/json'],
      limit: '16kb',
    }),
    (req: Request, res: Response) => {
      for (const report of reportsIn(req.body).slice(0, 20)) {
        const directive =
          text(report.effectiveDirective) ||
          text(report['effective-directive']) ||
          text(report['violated-directive']);
        const blocked = text(report.blockedURL) || text(report['blocked-uri']);
        console.warn(
          `CSP blocked: ${directive.replace(/[^a-z-]/gi, '').slice(0, 40) || 'unknown'} ${blockedSource(blocked)}`,
        );
      }
      res.status(204).end();
    },
  );
  return router;
}
