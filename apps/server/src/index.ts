export { buildApp, type ProcuraApp } from './app.ts';
export { type Database, type Db, openDatabase } from './db/client.ts';
export * as schema from './db/schema/index.ts';
export { closeDueSources } from './modules/closing/service.ts';
export { verifyAuditChain } from './platform/audit.ts';
export { type Clock, type MovableClock, movableClock, systemClock } from './platform/clock.ts';
export { type Config, readConfig } from './platform/config.ts';
export { asSystem, inTenant } from './platform/tenancy.ts';
export { demoLogins, seedDemo, seedDemoIfEmpty } from './seed/demo.ts';
