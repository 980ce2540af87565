/** APP_ENV selects the production or staging market set. */
export const APP_ENVS = ['production', 'staging'] as const;
export type AppEnv = (typeof APP_ENVS)[number];
