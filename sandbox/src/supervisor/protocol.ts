import { z } from 'zod';

/**
 * Messages on the IPC channel between the supervisor and a service's process. From the service: it listens on `port`.
 * From the supervisor: the payment provider's webhook URL, once the commerce service it notifies has a port.
 */
export const ReadyMessageSchema = z.object({ type: z.literal('ready'), port: z.number().int().min(1).max(65_535) });
export const NotifyUrlMessageSchema = z.object({ type: z.literal('notify-url'), url: z.string().url() });
export type ReadyMessage = z.infer<typeof ReadyMessageSchema>;
export type NotifyUrlMessage = z.infer<typeof NotifyUrlMessageSchema>;
