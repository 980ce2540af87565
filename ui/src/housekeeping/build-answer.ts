import { z } from 'zod';

/** GET /api/build (server/src/api/build-info.ts): `{ id, builtAt }`. */
const BuildDescriptorSchema = z.object({ id: z.string().min(1).max(200), builtAt: z.string() });

/** The latest build's id, or null for anything that is not a build descriptor. Loaded with the first check. */
export function parseBuildId(json: unknown): string | null {
  const parsed = BuildDescriptorSchema.safeParse(json);
  return parsed.success ? parsed.data.id : null;
}
