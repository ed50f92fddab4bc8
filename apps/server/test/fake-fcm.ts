import { generateKeyPairSync, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { ServiceAccount } from '../src/modules/tablet-link/fcm/fcm-client.js';

export interface FcmSend {
  token: string;
  data: Record<string, string>;
  android: { ttl: string; priority: string };
}

/**
 * A local server speaking what the FCM HTTP v1 API and Google's OAuth token endpoint speak: it checks the
 * service account's signed JWT, issues access tokens, requires them on sends, and records each message.
 * `failNext` answers the next sends 429 with Retry-After (FCM's "slow down"); `unregistered` tokens 404.
 */
export async function startFakeFcm(project = 'acorn-test') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issued = new Set<string>();
  const state = { sends: [] as FcmSend[], failNext: 0, rejectedSends: 0, unregistered: new Set<string>() };
  const read = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    const body = await read(req);
    if (req.url === '/token') {
      const assertion = new URLSearchParams(body).get('assertion') ?? '';
      const [header, claims, signature] = assertion.split('.');
      const signed = verify(
        'RSA-SHA256',
        Buffer.from(`${header}.${claims}`),
        publicKey,
        Buffer.from(signature ?? '', 'base64url'),
      );
      if (!signed) return answer(400, { error: 'invalid_grant' });
      const token = `access-${issued.size + 1}`;
      issued.add(token);
      return answer(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
    }
    if (req.url === `/v1/projects/${project}/messages:send`) {
      if (!issued.has((req.headers.authorization ?? '').replace('Bearer ', '')))
        return answer(401, { error: { status: 'UNAUTHENTICATED' } });
      if (state.failNext > 0) {
        state.failNext--;
        state.rejectedSends++;
        return answer(429, { error: { status: 'RESOURCE_EXHAUSTED' } }, { 'retry-after': '1' });
      }
      const { message } = JSON.parse(body) as { message: FcmSend };
      if (state.unregistered.has(message.token))
        return answer(404, { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } });
      state.sends.push(message);
      return answer(200, { name: `projects/${project}/messages/${state.sends.length}` });
    }
    answer(404, { error: 'not found' });
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const serviceAccount: ServiceAccount = {
    project_id: project,
    client_email: `portal@${project}.iam.gserviceaccount.com`,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${url}/token`,
  };
  return { url, serviceAccount, state };
}
