export * from './client-events.ts';
export * from './server-events.ts';
export * from './api.ts';
