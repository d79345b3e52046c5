import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import { Detail, SectionCard } from './document-details';

/** The customer as a sales document carries it. */
export type DocumentCustomer = {
  id: number;
  customerName: string;
  contactNumber?: string | null;
  addressText?: string | null;
};

/** The Customer card of a sales document: the name (to the customer's page), contact number and address. */
export function CustomerCard({ customer }: { customer: DocumentCustomer | null | undefined }) {
  return (
    <SectionCard title="Customer">
      <Stack spacing={1.5} component="dl" sx={{ m: 0 }}>
        <Detail label="Customer Name">
          {customer ? (
            <Link component={RouterLink} to={`/sales/customers/${customer.id}`}>
              {customer.customerName}
            </Link>
          ) : null}
        </Detail>
        <Detail label="Contact #">{customer?.contactNumber}</Detail>
        <Detail label="Address">{customer?.addressText}</Detail>
      </Stack>
    </SectionCard>
  );
}
