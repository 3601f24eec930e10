// Written from docs/api/providers.md, not from the api's code, so a drift
// between the two fails here.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Person {
  cpf: string;
  name: string;
  birthDate: string;
}

export interface TestProviders {
  baseUrl: string;
  paymentSecret: string;
  kycSecret: string;
  kycApiKey: string;
  documentsApiKey: string;
  impedidosApiKey: string;
  paymentApiKey: string;
  /** From now on the payment provider's charges expire this many seconds after creation (400 at first). */
  setChargeLifetime(seconds: number): void;
  payoutApiKey: string;
  payoutSecret: string;
  emailApiKey: string;
  emails: Record<string, unknown>[];
  payouts: Map<string, Record<string, unknown>>;
  /** The payout provider reached a verdict: it POSTs it signed. Answers the api's status. */
  payoutSettled(
    apiUrl: string,
    payoutId: string,
    amountCents: number,
    result: 'paid' | 'failed',
  ): Promise<number>;
  /** The payment provider saw `charge_id` paid: it POSTs a signed `charge.paid`. Answers the api's status. */
  chargePaid(apiUrl: string, chargeId: string, amountCents: number): Promise<number>;
  /** The KYC provider reached a verdict: it POSTs it signed. Answers the api's status. */
  kycVerdict(
    apiUrl: string,
    verdict: {
      sessionId: string;
      userReference: string;
      result: 'approved' | 'rejected';
      /** The CPF and birth date of the person the provider verified (an approval carries them). */
      verified?: { cpf: string; birthDate: string };
    },
  ): Promise<number>;
  stop(): Promise<void>;
}

const secret = () => randomBytes(24).toString('hex');

async function postSigned(url: string, key: string, body: unknown): Promise<number> {
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const signature = createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-velas-timestamp': timestamp,
      'x-velas-signature': `v1=${signature}`,
    },
    body: rawBody,
  });
  await response.text();
  return response.status;
}

function bearer(request: IncomingMessage): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

const JSON_TYPE = { 'content-type': 'application/json' };

async function openKycWidget(
  request: IncomingMessage,
  apiKey: string,
  baseUrl: string,
): Promise<{ status: number; body: string }> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  if (bearer(request) !== apiKey) return { status: 401, body: '' };
  const { session_id: sessionId } = JSON.parse(raw) as { session_id: string };
  const widgetUrl = `${baseUrl}/widget/${encodeURIComponent(sessionId)}`;
  return { status: 201, body: JSON.stringify({ widget_url: widgetUrl }) };
}

async function createCharge(
  request: IncomingMessage,
  apiKey: string,
  lifetimeSeconds: number,
): Promise<{ status: number; body: string }> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  if (bearer(request) !== apiKey) return { status: 401, body: '{}' };
  const { charge_id: chargeId } = JSON.parse(raw) as { charge_id: string };
  return {
    status: 201,
    body: JSON.stringify({
      br_code: `00020101021226800014br.gov.bcb.pix2558pix.provedor.example/qr/${chargeId}5204000053039865802BR5909Casa Real6009Sao Paulo6304ABCD`,
      expires_at: new Date(Date.now() + lifetimeSeconds * 1000).toISOString(),
    }),
  };
}

async function takePayout(
  request: IncomingMessage,
  apiKey: string,
  payouts: Map<string, Record<string, unknown>>,
): Promise<number> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  if (bearer(request) !== apiKey) return 401;
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return 400;
  if (!payouts.has(key)) payouts.set(key, JSON.parse(raw) as Record<string, unknown>);
  return 202;
}

async function takeEmail(
  request: IncomingMessage,
  apiKey: string,
  emails: Record<string, unknown>[],
): Promise<number> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  if (bearer(request) !== apiKey) return 401;
  emails.push(JSON.parse(raw) as Record<string, unknown>);
  return 202;
}

export async function startTestProviders(people: readonly Person[]): Promise<TestProviders> {
  const emailApiKey = secret();
  const emails: Record<string, unknown>[] = [];
  const documentsApiKey = secret();
  const impedidosApiKey = secret();
  const kycApiKey = secret();
  const payoutApiKey = secret();
  const paymentApiKey = secret();
  let chargeLifetimeSeconds = 400;
  const payouts = new Map<string, Record<string, unknown>>();
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/charges') {
      createCharge(request, paymentApiKey, chargeLifetimeSeconds).then(
        (charge) => response.writeHead(charge.status, JSON_TYPE).end(charge.body),
        () => response.writeHead(400).end(),
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/payouts') {
      takePayout(request, payoutApiKey, payouts).then(
        (status) => response.writeHead(status, JSON_TYPE).end('{}'),
        () => response.writeHead(400).end(),
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/messages') {
      takeEmail(request, emailApiKey, emails).then(
        (status) => response.writeHead(status, JSON_TYPE).end('{}'),
        () => response.writeHead(400).end(),
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/sessions') {
      openKycWidget(request, kycApiKey, baseUrl).then(
        (widget) => response.writeHead(widget.status, JSON_TYPE).end(widget.body),
        () => response.writeHead(400).end(),
      );
      return;
    }
    const impedidos = /^\/impedidos\/(\d{11})$/.exec(request.url ?? '');
    if (request.method === 'GET' && impedidos) {
      if (bearer(request) !== impedidosApiKey) {
        response.writeHead(401).end();
        return;
      }
      response.writeHead(200, JSON_TYPE).end(
        JSON.stringify({
          cpf: impedidos[1],
          answered_at: new Date().toISOString(),
          bases: [
            { base: 'autoexclusao_centralizada', barred: false },
            { base: 'beneficio_social', barred: false },
          ],
        }),
      );
      return;
    }
    const match = /^\/cpf\/(\d{11})$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404).end();
      return;
    }
    if (bearer(request) !== documentsApiKey) {
      response.writeHead(401).end();
      return;
    }
    const person = people.find((candidate) => candidate.cpf === match[1]);
    if (!person) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name: person.name, birth_date: person.birthDate }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const paymentSecret = secret();
  const kycSecret = secret();
  const payoutSecret = secret();
  let events = 0;
  const eventId = (prefix: string) => `${prefix}_${String((events += 1))}_${secret().slice(0, 8)}`;

  return {
    baseUrl,
    paymentSecret,
    kycSecret,
    kycApiKey,
    documentsApiKey,
    impedidosApiKey,
    paymentApiKey,
    setChargeLifetime: (seconds) => {
      chargeLifetimeSeconds = seconds;
    },
    payoutApiKey,
    payoutSecret,
    emailApiKey,
    emails,
    payouts,
    payoutSettled: (apiUrl, payoutId, amountCents, result) =>
      postSigned(new URL('/providers-api/payout/callback', apiUrl).toString(), payoutSecret, {
        event_id: eventId('payout'),
        type: result === 'paid' ? 'payout.paid' : 'payout.failed',
        payout_id: payoutId,
        amount_cents: amountCents,
      }),
    chargePaid: (apiUrl, chargeId, amountCents) =>
      postSigned(new URL('/providers-api/payment/webhook', apiUrl).toString(), paymentSecret, {
        event_id: eventId('evt'),
        type: 'charge.paid',
        charge_id: chargeId,
        amount_cents: amountCents,
      }),
    kycVerdict: (apiUrl, verdict) =>
      postSigned(new URL('/providers-api/kyc/callback', apiUrl).toString(), kycSecret, {
        event_id: eventId('kyc'),
        session_id: verdict.sessionId,
        user_reference: verdict.userReference,
        result: verdict.result,
        ...(verdict.verified && {
          verified_document: verdict.verified.cpf,
          verified_birth_date: verdict.verified.birthDate,
        }),
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
