/** Under this width the header keeps one row: the brand, the balance, Depositar and the menu. */
export const PHONE_HEADER_QUERY = '(max-width: 599px)';
