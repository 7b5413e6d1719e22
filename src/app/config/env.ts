import { configFrom, type AppConfig } from './app-config';

export * from './app-config';

export const config: AppConfig = configFrom(import.meta.env, window.location.origin);
