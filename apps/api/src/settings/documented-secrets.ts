// Anyone who read the repository's documents knows these, so production
// refuses them; documented-secrets.test.ts fails naming any value missing here.
export const DOCUMENTED_SECRETS: readonly string[] = [
  // docs/api/providers.md#provider-contracts: the replayable callback examples.
  'payment-webhook-secret-0123456789abcdef',
  'kyc-callback-secret-0123456789abcdef',
  '51f92850ca21141c38d103d6f19f0899e4cf0b8c6595293500a93fd63bc6d0a8',
  '3e7c5df38a31f009834480fa3b9bbcd7d7b83ec8ec87cdc16c680aac0a95d1e3',
  // docs/api/providers.md: the KYC callback examples' signatures.
  'c33a969fbeb62962ec9c22e7075504ed17a51cccd34bcc2d5870a0b343114f26',
  '502049901199b6a12fc480cbba32d796e31c112cf2c7d36ca904d13e0e37302d',
  // docs/api/providers.md: the payment (with payment_id) and payout examples' signatures.
  '34b040acb673aa5e444a43ba34214efe98207ab025aa4526f039a54cf4f90f35',
  '920a4cef173786560e3ddc56caeb28a5974352cf321bd30377112b9e67e75601',
  'ad1feeacc1cafd71f58da8af19526a991137eda85a1f36305c9beda2285880b1',
  // docs/api/open-data.md#how-a-player-verifies-a-round: a round's hash.
  '477e70fb072e38c2f992bbe7147c015ad0f380610d7392999ac10e7cf089fbe3',
  // docs/games.md: the signed wallet examples' request and transaction ids and signatures.
  '0b9f5a62-6c1e-4c53-9d0a-3a1f2b4c5d6e',
  'ZvGSB1zZHarkrUs9SP6Boi1vboXHhLfLjtoZpUzYg',
  '6f1c9a7e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  '0GxhVYKUNghZa7IjhqakNufpsRHUWXAneAyfxBq2rzs',
  '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  '3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a7b',
  // docs/api/providers.md: the payout examples' UUIDv7 ids and their signatures
  // (the earlier examples' values above stay: the history still prints them).
  '019cd8e7dd007690b8cd61a2c7ec1136',
  '019cd8e7dd0077f29125bbb8dd02274c',
  '019cd8e7dd007741a4f98cadd2f71c41',
  'e15f905db6cb80087b933b99aa0b6a1d161e127cfaeeb77d9bb2af0a00e0d94f',
  '7e040ef2b49bc5cebab1701aaed46abf96289fcf57fddee3663039438431002f',
];
