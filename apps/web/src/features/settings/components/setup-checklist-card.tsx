import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session-store';
import { useSetupChecklist, type SetupChecklist } from '../api/get-setup-checklist';
import { useSetupChecklistDismissals } from '../lib/setup-checklist-dismissals';

const COMPANY_PROFILE = '/settings/company-profile';

/** The steps in the order a new shop takes them: what its receipt shows, then a product to sell, then a sale. */
export const SETUP_STEPS: readonly { key: keyof SetupChecklist; label: string; to: string }[] = [
  { key: 'shopName', label: 'Shop name', to: COMPANY_PROFILE },
  { key: 'address', label: 'Address', to: COMPANY_PROFILE },
  { key: 'tin', label: 'TIN', to: COMPANY_PROFILE },
  { key: 'logo', label: 'Logo', to: COMPANY_PROFILE },
  { key: 'receiptFooter', label: 'Receipt footer', to: COMPANY_PROFILE },
  { key: 'product', label: 'A first product', to: '/inventory/products/new' },
  { key: 'sale', label: 'A first sale', to: '/pos' },
];

export const SETUP_CHECKLIST_TITLE = 'Set up your shop';

/**
 * The setup checklist a shop's administrator (whoever may edit the company profile) sees from the
 * first sign-in until every step is done or they hide it: each step says whether it is done, from
 * the shop's own data, and leads to the screen where it is done.
 */
export function SetupChecklistCard() {
  const userId = useSession((s) => s.user?.id);
  const mayEdit = useCan('Edit Company Profile');
  const dismissed = useSetupChecklistDismissals((s) => userId !== undefined && s.dismissedBy.includes(userId));
  const dismiss = useSetupChecklistDismissals((s) => s.dismiss);
  const { data } = useSetupChecklist(mayEdit && userId !== undefined && !dismissed);

  if (!data || dismissed || userId === undefined) return null;
  const done = SETUP_STEPS.filter((step) => data[step.key]).length;
  if (done === SETUP_STEPS.length) return null;

  return (
    <Card component="section" aria-labelledby="setup-checklist-title" variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={SETUP_CHECKLIST_TITLE}
        subheader={`${done} of ${SETUP_STEPS.length} done: what your receipts show, then a product and a sale`}
        slotProps={{ title: { id: 'setup-checklist-title', variant: 'h6' } }}
        action={
          <Tooltip title="Hide the setup checklist">
            <IconButton
              aria-label="Hide the setup checklist"
              onClick={(event) => {
                // The button goes with the card: the keyboard stays in the page, not back at its top.
                event.currentTarget.closest<HTMLElement>('main')?.focus();
                dismiss(userId);
              }}
            >
              <CloseIcon />
            </IconButton>
          </Tooltip>
        }
        sx={{ pb: 1 }}
      />
      <LinearProgress
        variant="determinate"
        value={(done / SETUP_STEPS.length) * 100}
        aria-label={`${done} of ${SETUP_STEPS.length} steps done`}
        sx={{ mx: 2 }}
      />
      <CardContent sx={{ pt: 1, '&:last-child': { pb: 1 } }}>
        <List dense sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', columnGap: 1 }}>
          {SETUP_STEPS.map((step) => (
            <ListItem key={step.key} disablePadding>
              <ListItemButton component={Link} to={step.to}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {data[step.key] ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="action" />}
                </ListItemIcon>
                <ListItemText primary={step.label} secondary={data[step.key] ? 'Done' : 'To do'} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
