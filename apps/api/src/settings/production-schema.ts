// A rule's message is the operator's: `obrigatório (o que falta)` or `inseguro (por quê)`.
import { operatorSettingsSchema } from '@velas/domain/schemas/operator-settings';
import { z } from 'zod';
import { configSchema } from '#/env.js';
import { isSafeOrigin } from './safe-origin.js';

/** `schema`, naming what the setting is for when it is absent. */
function required<T extends z.ZodType>(schema: T, what: string) {
  return z.custom((value) => value !== undefined, { error: `obrigatório (${what})` }).pipe(schema);
}

/**
 * `schema`, refusing an address production must not call: https, or loopback
 * for a local trial. A value that is no URL is already refused by `schema`
 * (zod runs every refinement even then).
 */
function safeUrl<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((url) => !URL.canParse(url) || isSafeOrigin(url), {
    error: 'inseguro (use https://)',
  });
}

/** `object`, reading an absent value as `{}`: the settings it requires are then named one by one. */
function absentAsEmpty<T extends z.ZodObject>(object: T) {
  return z.preprocess((value) => value ?? {}, object);
}

const env = configSchema.shape;

export const productionConfigSchema = configSchema.extend({
  OPERATOR_SETTINGS_FILE: required(
    env.OPERATOR_SETTINGS_FILE.unwrap(),
    'o arquivo JSON de configurações do operador',
  ),
  APP_ORIGIN: required(safeUrl(env.APP_ORIGIN.unwrap()), 'a origem pública do app, https://...'),
  // Unset, production allows no extra origin: never the dev-server defaults.
  CORS_ORIGINS: env.CORS_ORIGINS.unwrap()
    .superRefine((origins, context) => {
      for (const origin of origins)
        if (URL.canParse(origin) && new URL(origin).protocol !== 'https:')
          context.addIssue({
            code: 'custom',
            input: origin,
            message: `inseguro (${origin} é uma origem de desenvolvimento; só https://)`,
          });
    })
    .default([]),
  PIX_SANDBOX: env.PIX_SANDBOX.unwrap()
    .refine((on) => !on, {
      error: 'inseguro (o pagamento simulado não existe em produção; remova a variável)',
    })
    .default(false),
  SCRYPT_LOG_N: env.SCRYPT_LOG_N.refine((logN) => logN >= 17, {
    error: 'inseguro (mínimo 17 em produção)',
  }),
  // Five years: the reach of a consumer's claim (Lei nº 8.078/1990, art. 27) and of the
  // tax authority's (Lei nº 5.172/1966, art. 173); docs/operations/audit-trail.md#audit-trail.
  AUDIT_RETENTION_YEARS: env.AUDIT_RETENTION_YEARS.refine((years) => years >= 5, {
    error: 'inseguro (mínimo 5 anos em produção)',
  }),
  // Without it each process would sign with its own random key and forget every trusted browser
  // at each restart.
  DEVICE_COOKIE_SECRET: required(
    env.DEVICE_COOKIE_SECRET.unwrap(),
    'a chave que assina os cookies de aparelho confiável',
  ),
});

const file = operatorSettingsSchema.shape;
const providers = file.providers.unwrap().shape;

/** A provider production calls out to: required, and over https. */
function calledProvider<T extends z.ZodObject<{ baseUrl: z.ZodType<string> }>>(
  provider: z.ZodOptional<T>,
  what: string,
) {
  const shape = provider.unwrap().shape;
  return required(provider.unwrap().extend({ baseUrl: safeUrl(shape.baseUrl) }), what);
}

const payment = providers.payment.unwrap();
const postalCodes = providers.postalCodes.unwrap();

export const productionOperatorSettingsSchema = operatorSettingsSchema.extend({
  public: required(file.public, 'public.brand.name: a marca que os jogadores veem'),
  pix: required(file.pix.unwrap(), 'recebedor Pix: key, merchantName, merchantCity'),
  providers: absentAsEmpty(
    file.providers.unwrap().extend({
      // Missing, the payment provider is named by the one setting it needs.
      payment: absentAsEmpty(
        payment.extend({
          webhookSecret: required(payment.shape.webhookSecret, 'segredo dos webhooks de pagamento'),
          baseUrl: safeUrl(payment.shape.baseUrl.unwrap()).optional(),
        }),
      ),
      kyc: calledProvider(providers.kyc, 'baseUrl, apiKey e callbackSecret do provedor de KYC'),
      documents: calledProvider(providers.documents, 'baseUrl e apiKey da consulta de CPF'),
      email: calledProvider(providers.email, 'baseUrl, apiKey e from do provedor de email'),
      // Registration, the daily sign-in and the 15-day sweep consult it.
      impedidos: calledProvider(
        providers.impedidos,
        'baseUrl e apiKey do Módulo de Impedidos (SIGAP)',
      ),
      // baseUrl is all it holds: named by it when missing.
      postalCodes: absentAsEmpty(
        postalCodes.extend({
          baseUrl: required(
            safeUrl(postalCodes.shape.baseUrl),
            'serviço de CEP compatível com o ViaCEP',
          ),
        }),
      ),
      // Withdrawals and refunds leave only through the payout provider.
      payouts: calledProvider(
        providers.payouts,
        'baseUrl, apiKey e callbackSecret do provedor de saques',
      ),
    }),
  ),
});
