-- The audit trail is append-only for the application. The hash chain shows an edited, deleted or
-- reordered event, but it cannot show a consistent truncation (the last events deleted and the
-- head moved back) or a rewrite of the whole tail: only the database's privileges stop those. The
-- application appends events and moves its agency's head (audit.ts recordAudit), and never
-- changes or removes an event or a head, so procura_app keeps INSERT and SELECT on the events and
-- SELECT, INSERT and UPDATE on the heads. The owner (migrations, operators) keeps every right.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM procura_app;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "audit_chain_heads" FROM procura_app;
