export * from './access.ts';
export * from './auth.ts';
export * from './lists.ts';
export * from './organisation.ts';
export * from './people.ts';
export * from './records.ts';
export * from './sso.ts';
export * from './tenancy.ts';
