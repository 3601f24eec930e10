// How the header's Depositar weighs on a screen (docs/product.md#top-bar-footer-and-theme):
// filled where depositing is the natural next step, outlined where the screen
// has its own deposit action or is about stopping (the deposit screen itself,
// the dashboard's balance card, Sacar, Jogo responsável) and until KYC passes
// ('Verificar identidade' is then the one filled action), and gone while a
// pause or self-exclusion refuses every deposit anyway.
export type HeaderDepositLook = 'filled' | 'outlined' | 'hidden';

/** Paths under the layout prefix (/admin or /rtl) where Depositar steps back. */
const QUIET_PATHS = ['/dashboard', '/deposit', '/withdraw', '/jogo-responsavel'] as const;

export function headerDepositLook({
  pathname,
  kycApproved,
  blocked,
}: {
  pathname: string;
  /** Unknown (still loading) counts as approved: the button does not flicker for most players. */
  kycApproved: boolean | undefined;
  /** A pause or self-exclusion is running. */
  blocked: boolean;
}): HeaderDepositLook {
  if (blocked) return 'hidden';
  if (kycApproved === false) return 'outlined';
  return QUIET_PATHS.some((path) => pathname.endsWith(path)) ? 'outlined' : 'filled';
}
