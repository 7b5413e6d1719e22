import type { Request } from 'express';

/** A request's query string as the contract's GET endpoints send it: one text value a name, or none. */
export type Query = Record<string, string | undefined>;

export const queryOf = (req: Request) => req.query as Query;
