DROP TABLE "stock_adjustments" CASCADE;
