-- Storefront pages are cached in each server's memory (server/http/page-cache.ts). Any change
-- to the data they show tells every server through NOTIFY on 'shop_content_changed' (payload:
-- the table's name); each server LISTENs and forgets its cached pages. Statement-level
-- triggers send one notice per statement, and PostgreSQL folds identical notices within a
-- transaction into one, delivered at commit (never for a rolled-back change).
-- A new table whose rows appear on storefront pages needs the same trigger.
CREATE FUNCTION shop_notify_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  storefront_table text;
BEGIN
  FOREACH storefront_table IN ARRAY ARRAY[
    'products', 'product_colors', 'stocks', 'categories', 'flash_sales', 'hero_slides',
    'promotion_slides', 'reviews', 'videos', 'special_offers', 'contact_info', 'faqs',
    'site_config', 'social_links', 'content_blocks'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_content_changed()',
      storefront_table || '_content_changed', storefront_table
    );
  END LOOP;
END;
$$;
