-- The electronic journal and the Z readings keep every entry as issued (BIR). Besides the
-- application role's grants (SELECT and INSERT only, db/security.ts), these triggers refuse any
-- change or removal for every role, the tables' owner included: on PGlite requests run on one
-- superuser connection, and on PostgreSQL the owner is the migrations' role.
CREATE OR REPLACE FUNCTION refuse_change_to_issued_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% keeps every entry as issued: it is never changed or removed', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER electronic_journal_append_only BEFORE UPDATE OR DELETE ON electronic_journal
  FOR EACH ROW EXECUTE FUNCTION refuse_change_to_issued_record();--> statement-breakpoint
CREATE TRIGGER electronic_journal_no_truncate BEFORE TRUNCATE ON electronic_journal
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_to_issued_record();--> statement-breakpoint
CREATE TRIGGER pos_z_readings_append_only BEFORE UPDATE OR DELETE ON pos_z_readings
  FOR EACH ROW EXECUTE FUNCTION refuse_change_to_issued_record();--> statement-breakpoint
CREATE TRIGGER pos_z_readings_no_truncate BEFORE TRUNCATE ON pos_z_readings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_to_issued_record();
