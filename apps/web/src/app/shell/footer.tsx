import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';

export const APP_NAME = 'Order and Inventory Management';
export const APP_VERSION = 'v0.001';

/** Spec 1: 'Order and Inventory Management', the version, and the shop's contact phone. */
export function Footer({ phone, fixed }: { phone: string | null | undefined; fixed: boolean }) {
  return (
    <Box
      component="footer"
      sx={{
        position: fixed ? 'sticky' : 'static',
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {APP_NAME}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {APP_VERSION}
        </Box>
      </Typography>
      {phone ? (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <PhoneOutlined sx={{ fontSize: 16 }} aria-label="Contact phone" />
          {/* A phone number reads left to right even in an RTL layout. */}
          <bdi dir="ltr">{phone}</bdi>
        </Typography>
      ) : null}
    </Box>
  );
}
