/** spec §3 "Diagnostic log entry" as the browser reports it (spec §7 POST /api/diagnostics/log). */
export interface DiagnosticReport {
  level: 'error' | 'info' | 'warn';
  /** The part of the shop that reports: cart, checkout, payment, content, newsletter, ui. */
  service: string;
  /** spec §8's code (`error_fetch_cart`); the service is put in front of it on the wire (`cart:error_fetch_cart`). */
  code: string;
  message: string;
  data?: unknown;
}
