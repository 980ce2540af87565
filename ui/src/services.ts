export type { PublicConfig, ShopServices } from '@sockshop/core/ports';
