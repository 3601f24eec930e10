/**
 * Navigation state the registration screen hands to the login screen when it
 * sends the person there (docs/product.md#gate-dialog).
 */
export interface LoginNotice {
  notice?: string;
}
