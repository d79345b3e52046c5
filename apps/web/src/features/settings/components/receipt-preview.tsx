import { Box, Divider, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { companyProfileKeys, fetchCompanyProfile } from '@/lib/company-profile';
import { useCompanyLogo } from '../api/get-company-logo';

/** On screen, 1 mm of paper is drawn as this many px, so 58 and 80 mm receipts keep their proportion. */
const PX_PER_MM = 3.4;

/** A sketch of a receipt's top and bottom at the chosen width, with the shop's logo and texts. */
export function ReceiptPreview({ width, showLogo }: { width: 58 | 80; showLogo: boolean }) {
  const profile = useQuery({ queryKey: companyProfileKeys.value, queryFn: fetchCompanyProfile, staleTime: 5 * 60_000 }).data ?? {};
  const logo = useCompanyLogo().data;
  const line = (text: string | null | undefined) =>
    text ? (
      <Typography variant="caption" component="div" sx={{ whiteSpace: 'pre-line', lineHeight: 1.4 }}>
        {text}
      </Typography>
    ) : null;
  return (
    <Box component="figure" aria-label="Receipt preview" sx={{ m: 0 }}>
      <Typography variant="overline" component="figcaption" color="text.secondary">
        Preview · {width} mm
      </Typography>
      <Paper
        elevation={2}
        sx={{
          width: width * PX_PER_MM,
          maxWidth: '100%',
          mx: 'auto',
          p: 1.5,
          fontFamily: 'monospace',
          textAlign: 'center',
          bgcolor: '#fff',
          color: '#222',
          transition: 'width 200ms',
        }}
      >
        {showLogo && logo ? <Box component="img" src={logo} alt="" sx={{ maxWidth: '60%', maxHeight: 64, mb: 1 }} /> : null}
        <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700 }}>
          {profile.company_name || 'Company Name'}
        </Typography>
        {line(profile.address)}
        {line(profile.phone)}
        {profile.tin ? line(`TIN ${profile.tin}`) : null}
        {line(profile.receipt_header)}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="caption">1 × Item</Typography>
          <Typography variant="caption">₱100.00</Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            TOTAL
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            ₱100.00
          </Typography>
        </Box>
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {line(profile.receipt_footer)}
      </Paper>
    </Box>
  );
}
