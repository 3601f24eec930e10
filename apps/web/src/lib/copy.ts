export const libCopy = {
  /**
   * The purchase message before the operator settings arrive; the same words
   * as the settings' default (packages/domain/src/schemas/operator-settings.ts).
   */
  defaultPurchaseMessage: 'Olá! Quero comprar: {produto}.',
};
