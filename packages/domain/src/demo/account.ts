// The demo account's published credentials (docs/product/platform.md#demo-account):
// the api's seed creates the account, and tests and the e2e suite sign in
// with them.
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo12345';
