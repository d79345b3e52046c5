import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';

/** A page's title with its breadcrumbs under it. */
export function PageHeading({ title, breadcrumbs }: { title: string; breadcrumbs: readonly string[] }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {breadcrumbs.length > 0 ? (
        <Breadcrumbs aria-label="breadcrumbs" sx={{ mt: 0.5, fontSize: 14 }}>
          {breadcrumbs.map((crumb, i) => (
            <Typography
              key={`${crumb}-${i}`}
              variant="body2"
              color={i === breadcrumbs.length - 1 ? 'text.primary' : 'text.secondary'}
              aria-current={i === breadcrumbs.length - 1 ? 'page' : undefined}
            >
              {crumb}
            </Typography>
          ))}
        </Breadcrumbs>
      ) : null}
    </Box>
  );
}
