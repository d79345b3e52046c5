import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReceiptOrder } from '@/components/receipt/receipt-data';
import { ReceiptLayout } from '@/components/receipt/receipt-layout';
import { companyProfileKeys, fetchCompanyProfile } from '@/lib/company-profile';
import { useCompanyLogo } from '../api/get-company-logo';

/** A made-up sale, so the preview shows every part a real receipt has. */
const SAMPLE_ORDER: ReceiptOrder = {
  id: 0,
  salesOrderNumber: 'SO-000123',
  salesOrderDate: new Date().toISOString(),
  grossTotal: 250,
  discountTotal: 10,
  taxTotal: 0,
  netTotal: 240,
  publicNote: null,
  appliedDiscounts: [],
  salesOrderItems: [
    {
      id: 1,
      bundleParentId: null,
      productName: 'Sample Item',
      orderedQuantity: 2,
      orderedUnit: 'pc',
      orderedUnitPrice: 50,
      grossAmount: 100,
      lineTotal: 90,
      appliedDiscounts: [
        { type: 'percentage', scope: 'sales_order_item', code: null, discount_id: null, base_amount: 100, discount_amount: 10, value: 10 },
      ],
    },
    {
      id: 2,
      bundleParentId: null,
      productName: 'Another Item',
      orderedQuantity: 1,
      orderedUnit: 'pc',
      orderedUnitPrice: 150,
      grossAmount: 150,
      lineTotal: 150,
    },
  ],
  paymentTerms: [{ id: 1, paidAmount: 240, tenderedAmount: 500, change: 260, paymentType: { name: 'Cash' } }],
};

/** The receipt as it prints, at the chosen width, with the shop's logo and texts and a sample sale. */
export function ReceiptPreview({ width, showLogo }: { width: 58 | 80; showLogo: boolean }) {
  const profile = useQuery({ queryKey: companyProfileKeys.value, queryFn: fetchCompanyProfile, staleTime: 5 * 60_000 }).data ?? {};
  const logo = useCompanyLogo().data ?? null;
  return (
    <Box component="figure" aria-label="Receipt preview" sx={{ m: 0 }}>
      <Typography variant="overline" component="figcaption" color="text.secondary">
        Preview · {width} mm
      </Typography>
      <Paper elevation={2} sx={{ width: 'fit-content', maxWidth: '100%', mx: 'auto', overflowX: 'auto', bgcolor: '#fff', borderRadius: 0 }}>
        <ReceiptLayout
          receipt={{ order: SAMPLE_ORDER, company: profile, logo: showLogo ? logo : null, cashier: 'Cashier Name' }}
          width={width}
        />
      </Paper>
    </Box>
  );
}
