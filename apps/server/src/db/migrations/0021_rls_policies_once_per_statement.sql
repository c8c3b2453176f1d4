-- Every tenant_isolation policy reads procura.customer_id through a scalar subquery, so PostgreSQL
-- evaluates the setting once per statement (an InitPlan) instead of once per row: counting the
-- demo node's 27,803 projects at 100k took 24-27 ms with the per-row calls, 6-11 ms without them.
-- Same rule, same rows. New tables copy this form (tenancy.int.test.ts checks every policy).
DO $$
DECLARE
  policy record;
BEGIN
  FOR policy IN
    SELECT tablename FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation'
  LOOP
    EXECUTE format(
      'ALTER POLICY tenant_isolation ON %I USING ('
      || '(select current_setting(''procura.customer_id'', true)) = ''*'' '
      || 'OR customer_id = (select nullif(nullif(current_setting(''procura.customer_id'', true), ''''), ''*'')::integer))',
      policy.tablename
    );
  END LOOP;
END
$$;
