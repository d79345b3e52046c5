/** /sales/customers/:id */
export default function CustomerDetailsPage() {
  return null;
}
