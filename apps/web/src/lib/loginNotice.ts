/**
 * Navigation state the registration screen hands to the login screen when it
 * sends the person there.
 */
export interface LoginNotice {
  notice?: string;
  /** The e-mail just registered, prefilled in the sign-in form (never the password). */
  email?: string;
}
