/** The services in SANDBOX_PORT's order: content +0, search +1, commerce +2, payment provider +3, newsletter +4, rates +5. */
export const SERVICE_NAMES = ['content', 'search', 'commerce', 'paymentProvider', 'newsletter', 'rates'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
