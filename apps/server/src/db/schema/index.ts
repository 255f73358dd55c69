export * from './users.ts';
export * from './auth.ts';
export * from './tenders.ts';
export * from './notifications.ts';
export * from './documents.ts';
export * from './company.ts';
export * from './generation.ts';
export * from './billing.ts';
