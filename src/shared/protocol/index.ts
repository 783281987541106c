export * from './client-events.ts';
export * from './server-events.ts';
export * from './api.ts';
export * from './ai.ts';
export * from './account.ts';
export * from './points.ts';
export * from './report.ts';
export * from './age.ts';
