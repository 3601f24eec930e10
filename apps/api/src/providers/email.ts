// Where e-mails to players go (docs/product.md#password-change-and-reset).
// In a demo, an outbox in memory that the demo's outbox screen reads
// (sandbox/providers/demo-outbox-routes.ts); in production, the operator's
// e-mail provider:
//   POST {baseUrl}/messages   Authorization: Bearer {apiKey}
//   { "from": "Casa Real <nao-responda@casareal.com.br>", "to": "maria@example.com",
//     "subject": "Redefinição de senha", "text": "..." }
//   200 | 201 | 202 -> sent; anything else, or no answer in 5 s, is a failure.
import { requestJson, type FetchFn } from '../provider-wire/http-json.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  /** Rejects when the provider did not take the message. */
  send(message: EmailMessage): Promise<void>;
}

export interface SentEmail extends EmailMessage {
  sentAt: number;
}

/** The demo's outbox: the latest messages, newest first, kept only in this process's memory. */
export interface DemoOutbox extends EmailSender {
  messagesTo(address: string): SentEmail[];
}

const OUTBOX_SIZE = 200;

export function demoOutbox(clock: () => number): DemoOutbox {
  const sent: SentEmail[] = [];
  return {
    send(message) {
      sent.unshift({ ...message, sentAt: clock() });
      sent.length = Math.min(sent.length, OUTBOX_SIZE);
      return Promise.resolve();
    },
    messagesTo: (address) => sent.filter((message) => message.to === address),
  };
}

export function httpEmailSender(
  provider: { baseUrl: string; apiKey: string; from: string },
  fetchFn: FetchFn = fetch,
): EmailSender {
  const url = `${provider.baseUrl.replace(/\/+$/, '')}/messages`;
  return {
    async send(message) {
      const answer = await requestJson(
        fetchFn,
        url,
        provider.apiKey,
        { from: provider.from, ...message },
        'email',
      );
      if (answer.status !== 200 && answer.status !== 201 && answer.status !== 202)
        throw new Error(
          `e-mail provider answered ${String(answer.status)}`,
          answer.status === 'unreachable' ? { cause: answer.cause } : undefined,
        );
    },
  };
}
