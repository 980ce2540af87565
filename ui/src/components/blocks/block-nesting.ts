/** Blocks inside rich text inside blocks: one level is a feature, more is a loop in the content. */
export const MAX_BLOCK_NESTING = 2;
