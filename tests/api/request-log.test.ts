import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';

/**
 * What the server writes for each request (LOG_FORMAT): JSON lines for whatever collects them, the
 * default when the output is not a terminal, or one readable line per request.
 */
/** The output's lines that contain every one of `texts`, once there is one (or none after two seconds). */
async function linesWith(server: TestServer, ...texts: string[]): Promise<string[]> {
  const matching = () => server.output().split('\n').filter((line) => texts.every((text) => line.includes(text)));
  for (let i = 0; i < 40 && matching().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  return matching();
}

describe.each<{ format: string; env: Record<string, string> }>([
  { format: 'json', env: { LOG_FORMAT: 'json', LOG_LEVEL: 'info' } },
  { format: 'text', env: { LOG_FORMAT: 'text', LOG_LEVEL: 'info' } },
  { format: 'json (not a terminal)', env: { LOG_LEVEL: 'info' } },
])('LOG_FORMAT $format', ({ format, env }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(format.startsWith('json') ? 'logs each request as JSON lines' : 'logs each request as one readable line', async () => {
    const path = `/api/account?mark=${format.length}x${Date.now()}`;
    expect((await fetch(server.baseUrl + path)).status).toBe(401);
    const lines = await linesWith(server, path);
    if (format.startsWith('json')) {
      expect(lines.length).toBe(1);
      const begun = JSON.parse(lines[0]);
      expect(begun).toMatchObject({ level: 30, req: { method: 'GET', url: path } });
      const finished = await linesWith(server, `"reqId":"${begun.reqId}"`, '"responseTime"');
      expect(finished.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ res: { statusCode: 401 }, responseTime: expect.any(Number) })]);
    } else {
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^\\d\\d:\\d\\d:\\d\\d GET ${path.replace(/[?.]/g, '\\$&')} 401 \\d+ ms$`))]);
      expect(server.output()).not.toContain('"reqId"');
    }
  });

  it('masks the link tokens and mailed keys of addresses, and keeps the rest', async () => {
    const secret = (n: number) => `S3cret${n}x${Date.now().toString(36)}`;
    const secrets = Array.from({ length: 9 }, (_, i) => secret(i));
    const addresses = [
      `/api/activate?key=${secrets[0]}`,
      `/api/adiuto-gateway/entities/1/getFile/inline?token=${secrets[1]}&lang=en`,
      `/api/adiuto-gateway/entities/1/attachments/view/2?token=${secrets[2]}`,
      `/api/adiuto-gateway/sign/get-info/1?signToken=${secrets[3]}&extUserId=7`,
      `/account/reset/finish?key=${secrets[4]}`,
      `/account/activate/${secrets[5]}`,
      `/account/reset/adiuto/finish/${secrets[6]}`,
      `/login/oauth2/code/acme?code=${secrets[7]}&state=${secrets[8]}`,
    ];
    for (const address of addresses) await fetch(server.baseUrl + address);
    // The last request's line is there: every earlier one is too.
    expect(await linesWith(server, '/login/oauth2/code/acme?code=******&state=******')).toHaveLength(1);
    const output = server.output();
    for (const value of secrets) expect(output).not.toContain(value);
    for (const masked of [
      '/api/activate?key=******',
      '/api/adiuto-gateway/entities/1/getFile/inline?token=******&lang=en',
      '/api/adiuto-gateway/entities/1/attachments/view/2?token=******',
      '/api/adiuto-gateway/sign/get-info/1?signToken=******&extUserId=7',
      '/account/reset/finish?key=******',
      '/account/activate/******',
      '/account/reset/adiuto/finish/******',
    ])
      expect(output).toContain(masked);
  });
});
