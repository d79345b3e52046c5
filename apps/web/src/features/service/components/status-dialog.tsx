import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from '@oim/shared/schemas/service';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeServiceOrderStatus } from '../api/change-service-order-status';
import { canMoveTo, STATUS_LABELS, type ServiceOrder } from '../types';

type Props = { order: Pick<ServiceOrder, 'id' | 'serviceOrderNumber' | 'status'>; initialStatus?: ServiceOrderStatus; onClose: () => void };

/** Update Job Order Status: the moves the flow allows from here, and a remark for the history (the reason, required, when cancelling). */
export function StatusDialog({ order, initialStatus, onClose }: Props) {
  const allowed = SERVICE_ORDER_STATUSES.filter((status) => canMoveTo(order, status));
  const [status, setStatus] = useState<ServiceOrderStatus | ''>(initialStatus && allowed.includes(initialStatus) ? initialStatus : '');
  const [remark, setRemark] = useState('');
  const change = useChangeServiceOrderStatus();
  const cancelling = status === 'CANCELLED';
  const save = async () => {
    if (!status || (cancelling && remark.trim() === '')) return;
    try {
      const answer = await change.mutateAsync({ id: order.id, status, remark });
      notify.success(answer.message || 'Status updated.');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} aria-labelledby="service-status-title" fullWidth maxWidth="xs">
      <DialogTitle id="service-status-title">Update Status of {order.serviceOrderNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="New Status" value={status} required onChange={(e) => setStatus(e.target.value as ServiceOrderStatus)}>
            {allowed.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={cancelling ? 'Reason' : 'Remark'}
            value={remark}
            required={cancelling}
            helperText={cancelling ? 'A cancelled job order keeps its number; say why it was cancelled.' : undefined}
            onChange={(e) => setRemark(e.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!status || (cancelling && remark.trim() === '') || change.isPending}
        >
          {change.isPending ? 'Saving...' : 'Update Status'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
