import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { Breadcrumb } from '@/components/list-table/list-table-types';

export type PageHeaderProps = {
  title: string;
  breadcrumbs?: Breadcrumb[];
  /** Buttons on the right of the title. */
  actions?: ReactNode;
};

/** A screen's title with its breadcrumbs (e.g. Sales > Customers); crumbs with a route are links. */
export function PageHeader({ title, breadcrumbs = [], actions }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {breadcrumbs.length > 0 ? (
          <Breadcrumbs aria-label="breadcrumb" sx={{ fontSize: 14 }}>
            {breadcrumbs.map((crumb, index) =>
              crumb.to && index < breadcrumbs.length - 1 ? (
                <Link key={`${crumb.label}-${index}`} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                  {crumb.label}
                </Link>
              ) : (
                <Typography
                  key={`${crumb.label}-${index}`}
                  sx={{ fontSize: 14 }}
                  color={index === breadcrumbs.length - 1 ? 'text.primary' : 'text.secondary'}
                >
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        ) : null}
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
