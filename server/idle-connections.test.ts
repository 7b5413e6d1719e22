/**
 * A client's connection kept open between its calls stays open through a pause: a call sent on it just as the
 * sandbox closed it would be reset (ECONNRESET), as the browser suite's API calls once were after Node's 5 s.
 */
import { Agent, get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => {
  agent.destroy();
});

/** A call on the agent's connection: its status and whether it went on a connection used before. */
const call = (url: string) =>
  new Promise<{ status: number | undefined; reused: boolean }>((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode, reused: request.reusedSocket });
      });
    });
    request.on('error', reject);
  });

describe('a connection kept open by the client', () => {
  it('takes the next call after a pause of seven seconds', async () => {
    const url = `${sandbox.running().url}/api/v1/ReferenceData/GetTitlesList`;
    expect(await call(url)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await call(url)).toEqual({ status: 200, reused: true });
  }, 20_000);
});
