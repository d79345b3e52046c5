-- Stock rows with their product and location for the stocks list. security_invoker makes the
-- row-level security of the tables below apply to whoever reads the view.
CREATE VIEW "stock_overview" WITH (security_invoker = true) AS
SELECT s.id, s.tenant_id, s.product_id, s.location_id, s.on_hand, s.updated_at,
       p.sku, p.product_name, p.type, p.category_id, p.brand_id, p.reorder_point, p.is_active,
       l.name AS location_name,
       u.unit AS base_unit
  FROM stock_levels s
  JOIN products p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  JOIN stock_locations l ON l.tenant_id = s.tenant_id AND l.id = s.location_id
  LEFT JOIN units_of_measure u ON u.tenant_id = p.tenant_id AND u.unit_class_id = p.unit_class_id AND u.is_base;
