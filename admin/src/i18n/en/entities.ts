// Content types by their entity name, as the entities report labels them; the German catalogue translates them.
export default {
  product: 'Products',
  category: 'Categories',
  cms_page: 'Shopping experiences',
  cms_slot: 'CMS slots',
  product_manufacturer: 'Manufacturers',
  property_group: 'Property groups',
  property_group_option: 'Property options',
  unit: 'Units',
  delivery_time: 'Delivery times',
  shipping_method: 'Shipping methods',
  payment_method: 'Payment methods',
  media: 'Media',
  snippet: 'Snippets',
};
