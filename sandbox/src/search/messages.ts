/** The service's answers to a product or widget it does not know; clients show and log them, so they stay word for word. */
export const MESSAGES = {
  productNotFound: (sku: string) => `Product not found: ${sku}`,
  noRecommendations: 'No recommendations found',
} as const;
