-- Hand-written (decision 101): /promotions and the product pages show the running promotions,
-- what each gives and how many uses are left ("เหลือ N สิทธิ์"), so the table tells the page
-- cache and the live pages when it changes (as 0001 does). An order that takes a use changes
-- the stock in the same transaction, so this adds no clearing an order did not already cause.
-- collected_codes is a member's own list and no storefront page shows it: no trigger.
CREATE TRIGGER promotions_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_content_changed();
