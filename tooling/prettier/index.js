/** Shared Prettier settings for every package. */
export default {
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
};
