// How the header's Depositar shows (docs/product.md#top-bar-footer-and-theme):
// outlined on every screen, so it never competes with a screen's own filled
// main action ('Gerar Sinal', 'Verificar identidade', 'Gerar Pix'); gone while
// a pause or self-exclusion refuses every deposit anyway.
export type HeaderDepositLook = 'outlined' | 'hidden';

export function headerDepositLook({
  blocked,
}: {
  /** A pause or self-exclusion is running. */
  blocked: boolean;
}): HeaderDepositLook {
  return blocked ? 'hidden' : 'outlined';
}
