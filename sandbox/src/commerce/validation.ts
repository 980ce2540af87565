import { COUNTRY_CODES, LANGUAGES } from '@sockshop/core/markets';
import { z } from 'zod';
import { serviceError } from './service-errors.js';

/** Request shapes of the cart endpoints; anything else is INVALID_INPUT and changes nothing. */
const CountryCodeSchema = z.enum(COUNTRY_CODES, { error: 'Invalid country code passed' });
export const StoreSchema = z.object({ countryCode: CountryCodeSchema, languageCode: z.enum(LANGUAGES) });

const ProductLinesSchema = z
  .array(z.object({ id: z.string().min(1).max(128), quantity: z.int().nonnegative() }))
  .min(1)
  .max(50)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, 'Each product id may appear once');

const CartChangesShape = {
  products: ProductLinesSchema.optional(),
  code: z.string().trim().min(1).max(64).optional(),
  deleteDiscount: z.boolean().optional(),
};

export const CreateCartBodySchema = z.object({ store: StoreSchema, ...CartChangesShape });
export const UpdateCartBodySchema = z.object({ store: StoreSchema.optional(), ...CartChangesShape });

export const CountryParamSchema = z.string().toUpperCase().pipe(CountryCodeSchema);

export const StockQuerySchema = z.object({
  storeId: z.string().min(1).max(16),
  productIds: z
    .string()
    .min(1)
    .transform((ids) =>
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(1).max(128)).min(1).max(100)),
});

/** Parses or throws INVALID_INPUT naming the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw serviceError('INVALID_INPUT', `${where}${issue?.message ?? 'Invalid input'}`);
}
