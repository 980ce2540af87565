/** An Adyen-style refusal of the request itself (not of the payment): HTTP status and errorCode. */
export class ProviderApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: 'validation' | 'security' | 'configuration' | 'internal' = 'validation',
  ) {
    super(message);
  }
}
