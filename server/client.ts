import type { Request } from 'express';

/**
 * The client a request came from, for limits per client: the address of the connection. Behind a proxy
 * every request would seem to come from it; the sandbox trusts no forwarding header, so a proxy in front of
 * it passes the limits on to itself (docs/configuration.md).
 */
export const clientOf = (req: Request): string => req.socket.remoteAddress ?? 'unknown';
