-- Live refresh (decision 040): the back-office's image library is watched too, so an open
-- Control Panel follows an upload or delete made elsewhere. Same statement-level trigger as the
-- storefront tables of 0001_page_cache_notify (it also empties the page cache, harmlessly).
CREATE TRIGGER image_library_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON image_library
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_content_changed();
