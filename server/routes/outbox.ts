import type { Router } from 'express';
import type { ApiError } from '../contract';
import type { SandboxContext } from '../context';
import { clearOutbox, listEmails, type OutboxEmail } from '../store/outbox';
import { isStorable } from '../text-rules';

/** The emails the sandbox would have sent (server/store/outbox.ts), on the sandbox's own router. */
export function outboxRoutes(admin: Router, context: SandboxContext): void {
  admin.get('/outbox', async (req, res) => {
    // Its shape is checked against openapi/sandbox.yaml: one `to`, of up to 320 characters.
    const to = req.query.to as string | undefined;
    if (to !== undefined && !isStorable(to)) {
      const body: ApiError = {
        code: 'VALIDATION_ERROR',
        message: 'Send ?to= with one email address, or not at all',
      };
      res.status(400).json(body);
      return;
    }
    const emails = await listEmails(context.db, to?.trim() ? to : undefined);
    res.json({ emails } satisfies { emails: OutboxEmail[] });
  });
  admin.delete('/outbox', async (_req, res) => {
    await clearOutbox(context.db);
    res.status(204).end();
  });
}
