// `public` is what the web app may read; everything else stays on the server.
import { z } from 'zod';
import { BET_HOUSES, type BetHouse } from '../constants.js';
import { commonMessages } from '../messages/common.js';
import { settingsMessages } from '../messages/settings.js';
import { secretSetting } from './secret-settings.js';

export const APP_MODES = ['demo', 'production'] as const;
export type AppMode = (typeof APP_MODES)[number];

const webUrl = z.url({
  protocol: /^https?$/,
  error: settingsMessages.settingsUrlInvalid,
});
/** International number, digits only (country code first): what wa.me takes. */
const chatNumber = z
  .string()
  .regex(/^[1-9]\d{9,14}$/, { error: settingsMessages.settingsChatNumberInvalid });
const prefilled = z.string().trim().min(1).max(300);

export const SALES_PAGES = ['presentation', 'mentoring', 'roboVip'] as const;
export type SalesPage = (typeof SALES_PAGES)[number];

const salesPageSchema = z.strictObject({
  checkoutUrl: webUrl.optional(),
  videoUrl: webUrl.optional(),
});

export const publicOperatorSettingsSchema = z.strictObject({
  brand: z.strictObject({
    name: z.string().trim().min(1).max(60),
    logoUrl: webUrl.optional(),
  }),
  support: z
    .strictObject({
      /** Unset: every "Suporte" link and chat-based buy button is hidden. */
      chatNumber: chatNumber.optional(),
      messages: z
        .strictObject({
          general: prefilled.default(commonMessages.supportMessageDefault),
          purchase: prefilled.default(commonMessages.purchaseMessageDefault),
        })
        .prefault({}),
    })
    .prefault({}),
  salesPages: z
    .strictObject({
      presentation: salesPageSchema.prefault({}),
      mentoring: salesPageSchema.prefault({}),
      /** The spec fixes no price for the robot: without it the page names none. */
      roboVip: salesPageSchema
        .extend({ price: z.number().int().positive().max(100_000_000).optional() })
        .prefault({}),
    })
    .prefault({}),
  links: z
    .strictObject({
      community: webUrl.optional(),
      lessons: webUrl.optional(),
      instagram: webUrl.optional(),
      officialSite: webUrl.optional(),
    })
    .prefault({}),
  /** The betting site a game frame shows when no launch link was obtained; unset: "Jogo indisponível no momento". */
  gameFallbackUrl: webUrl.optional(),
});

// Marked as secrets: production refuses weak, documented or reused values.
const secret = secretSetting(
  z.string().min(32, { error: settingsMessages.settingsSecretTooShort }),
);
/** While rotating: the old callback secret, accepted too. */
const previousCallbackSecret = secret.optional();
const apiKey = secretSetting(z.string().min(16, { error: settingsMessages.settingsKeyTooShort }));

const signingKeySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rsa'), pem: z.string().includes('-----BEGIN') }),
  z.strictObject({ kind: z.literal('hmac'), secret }),
]);
export type SigningKey = z.infer<typeof signingKeySchema>;
/** Our own key: an RSA private key is a secret the production start checks like any other. */
const ownSigningKeySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('rsa'),
    pem: secretSetting(
      z.string().includes('PRIVATE KEY-----', {
        error: settingsMessages.settingsPrivateKeyPem,
      }),
    ),
  }),
  z.strictObject({ kind: z.literal('hmac'), secret }),
]);

export const gameAggregatorSettingsSchema = z.strictObject({
  baseUrl: webUrl,
  operatorId: z.number().int().positive(),
  walletKey: signingKeySchema,
  /** While rotating: the old key, accepted too. */
  previousWalletKey: signingKeySchema.optional(),
  requestKey: ownSigningKeySchema,
  /** Which catalogue the casino screen shows: ours (the seeded file) or the aggregator's list. */
  catalogue: z.enum(['operator', 'aggregator']).default('operator'),
  /** Besides the aggregator's own: only these are ever fetched. */
  imageHosts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
          error: settingsMessages.settingsImageHostInvalid,
        }),
    )
    .max(20)
    .optional(),
  tokenMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(240),
  /** A start beyond it revokes the oldest. */
  maxLiveSessions: z.number().int().min(1).max(20).default(3),
});
export type GameAggregatorSettings = z.infer<typeof gameAggregatorSettingsSchema>;

const winLimitSchema = z.strictObject({
  maxMultiplier: z.number().int().min(1).max(1_000_000),
  maxCents: z.number().int().min(1).max(100_000_000_000),
});

/** A person loosens these on purpose: the defaults hold (docs/api/settings.md#brakes-on-money-out). */
export const moneyOutSettingsSchema = z.strictObject({
  /** Any game without its own entry; the default is the demo crash game's own maximum (1.000x). */
  winLimit: winLimitSchema.prefault({ maxMultiplier: 1000, maxCents: 5_000_000 }),
  gameWinLimits: z.record(z.string().min(1).max(100), winLimitSchema).default({}),
  /** A single withdrawal above this (cents) waits for review. Default R$ 5.000,00. */
  withdrawalReviewAboveCents: z.number().int().min(3_000).max(1_000_000_000).default(500_000),
  /** Withdrawals of one Brasília day above this total (cents) wait for review. Default R$ 10.000,00. */
  withdrawalDailyCapCents: z.number().int().min(3_000).max(10_000_000_000).default(1_000_000),
  withdrawalsPerHour: z.number().int().min(1).max(1_000).default(3),
  /** Released only by two staff members. */
  withdrawalFourEyesAboveCents: z.number().int().min(3_000).max(1_000_000_000).default(1_000_000),
});
export type MoneyOutSettings = z.infer<typeof moneyOutSettingsSchema>;

export const operatorSettingsSchema = z.strictObject({
  public: publicOperatorSettingsSchema,
  /** The receiver written into every Pix BR Code (EMV limits: name 25, city 15 characters). */
  pix: z
    .strictObject({
      key: z.string().trim().min(1).max(77),
      merchantName: z.string().trim().min(1).max(25),
      merchantCity: z.string().trim().min(1).max(15),
    })
    .optional(),
  providers: z
    .strictObject({
      /** Without baseUrl and apiKey the BR Code carries the static key of `pix` and a late payment is refunded. */
      payment: z
        .strictObject({
          webhookSecret: secret,
          /** While rotating: the old secret, accepted too. */
          previousWebhookSecret: secret.optional(),
          baseUrl: webUrl.optional(),
          apiKey: apiKey.optional(),
        })
        .optional(),
      payouts: z
        .strictObject({ baseUrl: webUrl, apiKey, callbackSecret: secret, previousCallbackSecret })
        .optional(),
      kyc: z
        .strictObject({ baseUrl: webUrl, apiKey, callbackSecret: secret, previousCallbackSecret })
        .optional(),
      documents: z.strictObject({ baseUrl: webUrl, apiKey }).optional(),
      email: z
        .strictObject({ baseUrl: webUrl, apiKey, from: z.string().trim().min(3).max(200) })
        .optional(),
      /** A ViaCEP-compatible service; the bundled table answers when it fails. */
      postalCodes: z.strictObject({ baseUrl: webUrl }).optional(),
      /** `checksPerMinute` bounds the background checks, not a registration or a sign-in. */
      impedidos: z
        .strictObject({
          baseUrl: webUrl,
          apiKey,
          checksPerMinute: z.number().int().min(1).max(6_000).default(60),
        })
        .optional(),
    })
    .prefault({}),
  /** `x-api-key` of the rounds ingestion; overrides INGEST_API_KEY. */
  ingestApiKey: apiKey.optional(),
  /** While rotating: the old ingestion key, accepted too. */
  previousIngestApiKey: apiKey.optional(),
  /** The smallest Pix deposit, in cents (default R$ 10,00): 1-cent charges would flood the provider. */
  depositMinimumCents: z.number().int().min(1).max(10_000_000).optional(),
  moneyOut: moneyOutSettingsSchema.prefault({}),
  simulatedBetHouses: z.array(z.enum(BET_HOUSES)).optional(),
  /** Unset, every game start says it is not connected. */
  games: z
    .strictObject({ enabled: z.boolean(), aggregator: gameAggregatorSettingsSchema.optional() })
    .optional(),
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;
export type OperatorSettingsInput = z.input<typeof operatorSettingsSchema>;

/** The house whose rounds the demo's own crash game plays: the simulator's first. */
export function demoGameBetHouse(operator: Pick<OperatorSettings, 'simulatedBetHouses'>): BetHouse {
  return operator.simulatedBetHouses?.[0] ?? BET_HOUSES[0];
}

export const testDocumentSchema = z.object({ cpf: z.string(), name: z.string() });

export const publicSettingsResponseSchema = publicOperatorSettingsSchema.extend({
  mode: z.enum(APP_MODES),
  /** Demo only; production: null. */
  demo: z
    .object({ testDocuments: z.array(testDocumentSchema), playedBetHouse: z.enum(BET_HOUSES) })
    .nullable(),
});
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>;
