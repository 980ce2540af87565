import type { Logger } from '../ports/logger.port.js';
import { silentLogger } from '../ports/logger.port.js';
import { type Category, CategorySchema } from './category.schema.js';

export interface MissingCategoryKeys {
  index: number;
  /** Dotted paths of the keys that are missing or invalid, e.g. `content.name`. */
  keys: string[];
}

export const MISSING_CATEGORY_KEYS = 'Missing keys for category';

/** spec §5: a category needs full_slug, id, uuid, content name and id; otherwise it is skipped with a missing-keys log. */
export function validateCategories(
  raw: readonly unknown[],
  logger: Logger = silentLogger,
): { categories: Category[]; missing: MissingCategoryKeys[] } {
  const categories: Category[] = [];
  const missing: MissingCategoryKeys[] = [];
  raw.forEach((item, index) => {
    const parsed = CategorySchema.safeParse(item);
    if (parsed.success) {
      categories.push(parsed.data);
      return;
    }
    const keys = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(category)'))];
    missing.push({ index, keys });
    logger.info(MISSING_CATEGORY_KEYS, { index, keys });
  });
  return { categories, missing };
}
