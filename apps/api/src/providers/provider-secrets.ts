// Which secret verifies each provider's callbacks: the operator's in
// production, the demo provider's (random per process) in a demo.
import type { RuntimeSettings } from '../settings/runtime.js';

export function paymentWebhookSecret(settings: RuntimeSettings): string | undefined {
  return settings.demoSecret ?? settings.operator.providers.payment?.webhookSecret;
}

export function kycCallbackSecret(settings: RuntimeSettings): string | undefined {
  return settings.demoSecret ?? settings.operator.providers.kyc?.callbackSecret;
}

export function payoutCallbackSecret(settings: RuntimeSettings): string | undefined {
  return settings.demoSecret ?? settings.operator.providers.payouts?.callbackSecret;
}
