import { PIX_EXPIRY_SECONDS } from '@velas/domain/constants';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import { z } from 'zod';
import type { PixConfig } from '#/config/pix-config.js';
import { InternalFailure } from '#/domain-errors.js';
import {
  providerClient,
  type ProviderCallMetrics,
  type ProviderWire,
} from '#/provider-wire/provider-client.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { pixBrCode } from './pix.js';

export interface PixCharge {
  code: string;
  expiresAt: number;
}

export interface PixCharges {
  /** Throws Unavailable when the provider cannot issue the charge. */
  create(charge: { id: string; amount: Cents; now: number }): Promise<PixCharge>;
}

/** The receiver's key in a BR Code, with the expiry this api enforces. */
export function staticKeyPixCharges(config: PixConfig): PixCharges {
  return {
    create: ({ id, amount, now }) => {
      const code = pixBrCode(config, amount, id);
      if (code === null) return Promise.reject(new InternalFailure(walletMessages.depositFailed));
      return Promise.resolve({ code, expiresAt: now + PIX_EXPIRY_SECONDS * 1000 });
    },
  };
}

const chargeAnswerSchema = z.object({
  br_code: z.string().min(20).max(512),
  expires_at: z.iso.datetime({ offset: true }),
});

export function httpPixCharges(
  provider: { baseUrl: string; apiKey: string },
  wire: ProviderWire = {},
): PixCharges {
  const client = providerClient({
    name: 'payment',
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    ...wire,
  });
  return {
    async create({ id, amount }) {
      const charge = await client.post(
        '/charges',
        { charge_id: id, amount_cents: amount, expires_in_seconds: PIX_EXPIRY_SECONDS },
        { schema: chargeAnswerSchema, accepted: [200, 201], refusal: walletMessages.depositFailed },
      );
      return { code: charge.br_code, expiresAt: Date.parse(charge.expires_at) };
    },
  };
}

/**
 * Production takes the provider's charges whenever it has them: a static key
 * cannot refuse a payment after its expiry, so every late one becomes a
 * refund.
 */
export function pickPixCharges(
  settings: RuntimeSettings,
  config: PixConfig,
  log?: { warn(message: string): void },
  metrics?: ProviderCallMetrics,
): PixCharges {
  const payment = settings.operator.providers.payment;
  if (settings.mode !== 'production') return staticKeyPixCharges(config);
  if (payment?.baseUrl !== undefined && payment.apiKey !== undefined)
    return httpPixCharges({ baseUrl: payment.baseUrl, apiKey: payment.apiKey }, { metrics });
  log?.warn(
    'pix: static key charges; a payment after the expiry is refunded, not refused (set providers.payment baseUrl and apiKey)',
  );
  return staticKeyPixCharges(config);
}
