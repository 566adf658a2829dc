-- One word for a line's kind in the cart and in orders (order_items.kind).
ALTER TABLE `cart_items` RENAME COLUMN `type` TO `kind`;
