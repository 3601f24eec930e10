/**
 * docs/product/accounts.md#install-banner: the install banner is for phones, recognised by the agent string.
 */
export function isPhone(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}
