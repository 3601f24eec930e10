// Every secret-looking value of 32+ characters the repository's documents and
// examples print (README.md, docs/, docs/api/, example settings):
// anyone who read them knows these, so production refuses them even when they
// would pass every other test. documented-secrets.test.ts scans the documents
// and fails naming any such value missing here.
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
];
