/** The discount percentage is rounded; it stays within 0..100 whatever the inputs. */
export function discountPercentage(original: number, final: number): number {
  if (!(original > 0) || !Number.isFinite(final)) return 0;
  const percentage = Math.round(((original - final) / original) * 100);
  return Math.min(100, Math.max(0, percentage));
}
