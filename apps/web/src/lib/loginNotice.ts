/**
 * Navigation state the registration screen hands to the login screen when it
 * sends the person there (spec §4).
 */
export interface LoginNotice {
  notice?: string;
}
