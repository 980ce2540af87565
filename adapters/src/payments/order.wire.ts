import { OrderSchema, orderStatusOf } from '@sockshop/core/payments';
import { z } from 'zod';

/**
 * An order as the commerce service answers it: the status may be missing, with a status log instead. The
 * shop sees one status in its own words (`orderStatusOf`), never the log.
 */
export const OrderAnswerSchema = OrderSchema.extend({
  status: z.string().nullish(),
  statusLog: z
    .array(z.object({ status: z.string().nullish() }).passthrough())
    .max(1_000)
    .nullish(),
}).transform(({ statusLog, ...order }) => ({ ...order, status: orderStatusOf({ status: order.status, statusLog }) }));
