/** spec §4: the order status is the explicit status, else the last status-log entry, else unknown. */
export function orderStatus({
  status,
  statusLog,
}: {
  status?: string | null;
  statusLog?: readonly ({ status?: string | null } | string)[] | null;
}): string {
  if (status) return status;
  const last = statusLog?.at(-1);
  const fromLog = typeof last === 'string' ? last : last?.status;
  return fromLog || 'unknown';
}
