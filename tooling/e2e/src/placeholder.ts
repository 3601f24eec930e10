// Placeholder until the e2e issue lands.
export const E2E_PACKAGE = '@velas/e2e';
