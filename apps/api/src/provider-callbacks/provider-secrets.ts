// While a rotation is under way the previous secret verifies too
// (docs/operations/rotating-secrets.md#rotating-secrets).
import type { RuntimeSettings } from '#/settings/runtime.js';

function secrets(
  settings: RuntimeSettings,
  configured: { current: string; previous?: string | undefined } | undefined,
): readonly string[] | undefined {
  if (settings.demoSecret !== null) return [settings.demoSecret];
  if (configured === undefined) return undefined;
  return configured.previous === undefined
    ? [configured.current]
    : [configured.current, configured.previous];
}

export function paymentWebhookSecrets(settings: RuntimeSettings): readonly string[] | undefined {
  const payment = settings.operator.providers.payment;
  return secrets(
    settings,
    payment && { current: payment.webhookSecret, previous: payment.previousWebhookSecret },
  );
}

export function kycCallbackSecrets(settings: RuntimeSettings): readonly string[] | undefined {
  const kyc = settings.operator.providers.kyc;
  return secrets(
    settings,
    kyc && { current: kyc.callbackSecret, previous: kyc.previousCallbackSecret },
  );
}

export function payoutCallbackSecrets(settings: RuntimeSettings): readonly string[] | undefined {
  const payouts = settings.operator.providers.payouts;
  return secrets(
    settings,
    payouts && { current: payouts.callbackSecret, previous: payouts.previousCallbackSecret },
  );
}
