import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';

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
  wire: ProviderWire = {},
): EmailSender {
  const client = providerClient({
    name: 'email',
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    ...wire,
  });
  return {
    async send(message) {
      const answer = await client.post('/messages', { from: provider.from, ...message });
      if (answer.status !== 200 && answer.status !== 201 && answer.status !== 202)
        throw new Error(
          `e-mail provider answered ${String(answer.status)}`,
          answer.status === 'unreachable' ? { cause: answer.cause } : undefined,
        );
    },
  };
}
