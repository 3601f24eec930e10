export function TopDepositButton() {
  return null;
}
