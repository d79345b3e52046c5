/** /sales/customers (spec 2.6). */
export default function CustomersListPage() {
  return null;
}
