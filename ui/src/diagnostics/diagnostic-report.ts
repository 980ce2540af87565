/** As the browser reports it (POST /api/diagnostics/log). */
export interface DiagnosticReport {
  level: 'error' | 'info' | 'warn';
  /** The part of the shop that reports: cart, checkout, payment, content, newsletter, ui. */
  service: string;
  /** The product's code (`error_fetch_cart`); the service is put in front of it on the wire (`cart:error_fetch_cart`). */
  code: string;
  message: string;
  data?: unknown;
}
