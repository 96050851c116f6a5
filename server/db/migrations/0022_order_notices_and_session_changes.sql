-- Decision 089: a transaction that NOTIFYs takes one database-wide lock from its commit until its WAL
-- is flushed. An order's transaction holds its products' stock rows to its commit, so the trigger's
-- notice on 'stocks' kept every buyer of a hot product waiting behind that lock too. A writer that
-- announces its change itself once committed (placeOrder, with notifyAfterCommit) says so for its
-- transaction with set_config('shop.content_notice_after_commit', 'on', true); the trigger then
-- leaves the notice to it. Every other writer is unchanged.
CREATE OR REPLACE FUNCTION shop_notify_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.content_notice_after_commit', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('shop_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Decision 089: each instance keeps the sessions it has just checked for a few seconds
-- (server/auth/session-cache.ts). A session signed out or changed, or its member changed (role,
-- ban, name, deletion), tells every instance at once: payload the member's id, whose kept
-- sessions are then forgotten. Signing in (an insert) changes nothing kept.
CREATE FUNCTION shop_notify_sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('shop_sessions_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('shop_sessions_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_sessions_changed AFTER UPDATE OR DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION shop_notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_sessions_changed AFTER UPDATE OR DELETE ON "user"
FOR EACH ROW EXECUTE FUNCTION shop_notify_sessions_changed();
--> statement-breakpoint
-- Emptying either table forgets every kept session.
CREATE FUNCTION shop_notify_sessions_emptied() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_sessions_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_sessions_emptied AFTER TRUNCATE ON "session"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_sessions_emptied();
--> statement-breakpoint
CREATE TRIGGER user_sessions_emptied AFTER TRUNCATE ON "user"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_sessions_emptied();
