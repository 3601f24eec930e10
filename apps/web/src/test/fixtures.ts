// Answers of the api for tests, each parsed by the domain schema it claims to
// be, so a fixture that drifts from the contract fails loudly.
import { meResponseSchema } from '@velas/domain/schemas/auth';
import { categoriesResponseSchema } from '@velas/domain/schemas/casino';
import { kycStatusSchema } from '@velas/domain/schemas/kyc';
import { publicSettingsResponseSchema } from '@velas/domain/schemas/operator-settings';
import { protectionStatusSchema, type ProtectionStatus } from '@velas/domain/schemas/protection';
import { transactionsResponseSchema } from '@velas/domain/schemas/transactions';
import { secondSystemUserSchema, userProfileSchema } from '@velas/domain/schemas/user';
import { depositResponseSchema, openDepositsResponseSchema } from '@velas/domain/schemas/wallet';

export const me = meResponseSchema.parse({
  id: 7,
  name: 'Demo da Silva',
  email: 'demo@example.com',
  document: { number: '52998224725' },
  balance: 123456,
  kycApproved: true,
});

export const approved = kycStatusSchema.parse({
  isApproved: true,
  status: 'approved',
  rejection: null,
  cpfClaim: null,
});
export const notApproved = kycStatusSchema.parse({
  isApproved: false,
  status: 'none',
  rejection: null,
  cpfClaim: null,
});

export const profile = userProfileSchema.parse({
  id: 7,
  name: 'Demo da Silva',
  document: { number: '52998224725' },
  email: 'demo@example.com',
  phone: '11987654321',
  birthDate: '1990-05-17',
  created_at: '2026-01-01T12:00:00.000Z',
  status: 'active',
  zipCode: null,
  state: null,
  city: null,
  street: null,
  neighborhood: null,
  number: null,
  balance: 123456,
});

export function transactions(source?: string) {
  const withdraws = [
    {
      id: 1,
      created_at: '2026-11-20T13:00:00.000Z',
      amount: -5000,
      type: 'Withdraw',
      status: 'completed',
      source: null,
    },
    {
      id: 2,
      created_at: '2026-11-21T13:00:00.000Z',
      amount: -3000,
      type: 'Withdraw',
      status: 'completed',
      source: null,
    },
  ];
  const casino = [
    {
      id: 3,
      created_at: '2026-11-21T15:30:00.000Z',
      amount: -1000,
      type: 'CasinoTransaction',
      status: 'completed',
      source: { casino_game: { name: 'Aviator' } },
    },
    {
      id: 4,
      created_at: '2026-11-21T16:00:00.000Z',
      amount: 2500,
      type: 'CasinoTransaction',
      status: 'completed',
      source: null,
    },
  ];
  const data =
    source === 'Withdraw'
      ? withdraws
      : source === 'CasinoTransaction'
        ? casino
        : [...withdraws, ...casino];
  return transactionsResponseSchema.parse({
    id: 7,
    page: 1,
    per_page: data.length,
    total: data.length,
    data,
  });
}

/** GET api/deposits/open: the charges given, seen at `now` (the api's clock). */
export function openDeposits(
  charges: ReturnType<typeof deposit>['data'][] = [],
  now = '2026-11-22T12:00:00.000Z',
) {
  return openDepositsResponseSchema.parse({ data: charges, now, minimum: 1000 });
}

export function deposit(
  overrides: {
    id?: string;
    amount?: number;
    status?: 'pending' | 'paid' | 'expired' | 'cancelled';
    /** The provider's charge lifetime (400 s unless it says otherwise). */
    expiresInSeconds?: number;
  } = {},
) {
  const created = new Date('2026-11-22T12:00:00.000Z');
  return depositResponseSchema.parse({
    data: {
      id: overrides.id ?? 'dep-1',
      amount: overrides.amount ?? 5000,
      status: overrides.status ?? 'pending',
      image: 'iVBORw0KGgo=',
      code: '00020126390014br.gov.bcb.pix0117pix@velas.example520400005303986540550.005802BR5913Velas Sandbox6009Sao Paulo62080504dep163049179',
      createdAt: created.toISOString(),
      expiresAt: new Date(
        created.getTime() + (overrides.expiresInSeconds ?? 400) * 1000,
      ).toISOString(),
      paidAt: overrides.status === 'paid' ? created.toISOString() : null,
    },
  });
}

/** A demo whose operator configured every link (the default answer of the tests). */
export const demoSettings = publicSettingsResponseSchema.parse({
  mode: 'demo',
  demo: {
    testDocuments: [{ cpf: '52998224725', name: 'Demo da Silva' }],
    playedBetHouse: 'MINES_BET',
  },
  brand: { name: 'Velas' },
  support: { chatNumber: '5511999998888' },
  salesPages: { presentation: { checkoutUrl: 'https://pay.example.com/painel' } },
  links: {
    community: 'https://chat.whatsapp.com/Abc123',
    lessons: 'https://www.youtube.com/@velas',
    instagram: 'https://www.instagram.com/velas',
    officialSite: 'https://velas.example.com',
  },
  gameFallbackUrl: 'https://aposta.example.com/',
});

/** Production with nothing optional configured: every such link must disappear. */
export const bareProductionSettings = publicSettingsResponseSchema.parse({
  mode: 'production',
  demo: null,
  brand: { name: 'Casa Real', logoUrl: 'https://casareal.example.com/logo.svg' },
});

/** Limits chosen, a session that started when the call was answered, nothing blocked. */
export function protectionStatus(now = Date.now()): ProtectionStatus {
  return protectionStatusSchema.parse({
    now: new Date(now).toISOString(),
    limits: { lossLimit: 20_000, lossPeriod: 'week', sessionMinutes: 60 },
    pending: null,
    realityCheckMinutes: 60,
    period: {
      start: new Date(now - 86_400_000).toISOString(),
      renewsAt: new Date(now + 86_400_000).toISOString(),
      net: 0,
      awaiting: 0,
    },
    today: { deposits: 0, withdrawals: 0, net: 0, awaiting: 0 },
    session: { startedAt: new Date(now).toISOString(), endsAt: null, blockedUntil: null },
    block: null,
    refusal: null,
    lossLimitHitYesterday: false,
  });
}

/** The same status under a 24-hour pause: deposits and bets refused, withdrawals open. */
export function pausedProtectionStatus(now = Date.now()): ProtectionStatus {
  return {
    ...protectionStatus(now),
    block: {
      kind: 'pause',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    },
  };
}

/**
 * The catalogue: two games an aggregator connects and one it does not. Only
 * Mines Pro has a published RTP here; the others' screens say their own.
 */
export const catalogue = categoriesResponseSchema.parse([
  {
    id: 1,
    name: 'Crash',
    position: 1,
    games: [{ id: 3835, name: 'Aviator', image: 'aviator/', rtp: null }],
  },
  {
    id: 2,
    name: 'Cassino ao vivo',
    position: 2,
    games: [
      { id: 3836, name: 'Mines Pro', image: 'mines-pro/', rtp: 97 },
      { id: 6286, name: 'Bac Bo', image: 'bac-bo/', rtp: null, playable: false },
    ],
  },
]);

/** The second system's user record (users-api POST users, PUT users/{userId}). */
export function secondSystemUser(firstBalance = 0) {
  return secondSystemUserSchema.parse({
    id: 7,
    name: 'Demo da Silva',
    email: 'demo@example.com',
    phone: '11987654321',
    role: 'user',
    cpf: '52998224725',
    firstBalance,
  });
}
