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
