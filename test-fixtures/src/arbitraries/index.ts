export * from './cart';
export * from './market';
export * from './money';
export * from './product';
