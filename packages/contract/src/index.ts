export * from './components.ts';
export * from './health.ts';
export * from './http.ts';
export * from './identity.ts';
export * from './permissions.ts';
export * from './platform.ts';
export * from './roles.ts';
