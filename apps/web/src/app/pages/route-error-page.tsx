import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { hideSplashScreen } from '../splash-screen';

/** What shows when a route cannot be loaded or throws: a 404, or a way to reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    hideSplashScreen();
    if (!notFound) console.error('The page could not be shown', error);
  }, [error, notFound]);

  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}
    >
      <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }}>
        {notFound ? '404' : 'Oops'}
      </Typography>
      <Typography variant="h6" component="p">
        {notFound ? 'Page not found' : 'Something went wrong while loading this page.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button href="/">Go to the dashboard</Button>
      </Box>
    </Box>
  );
}
