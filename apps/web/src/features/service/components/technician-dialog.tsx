import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAssignTechnician } from '../api/assign-technician';
import type { ServiceOrder } from '../types';
import { TechnicianAutocomplete, type TechnicianOption } from './technician-autocomplete';

type Props = { order: Pick<ServiceOrder, 'id' | 'serviceOrderNumber' | 'assignedTechnician'>; onClose: () => void };

/** Update Assigned Technician: pick a user, or clear the picker to unassign. */
export function TechnicianDialog({ order, onClose }: Props) {
  const [technician, setTechnician] = useState<TechnicianOption | null>(order.assignedTechnician ?? null);
  const assign = useAssignTechnician();
  const save = async () => {
    try {
      const answer = await assign.mutateAsync({ id: order.id, assignedTechnicianId: technician?.id ?? null });
      notify.success(answer.message || 'Technician updated.');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open onClose={assign.isPending ? undefined : onClose} aria-labelledby="service-technician-title" fullWidth maxWidth="xs">
      <DialogTitle id="service-technician-title">Assign Technician to {order.serviceOrderNumber}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <TechnicianAutocomplete value={technician} onChange={setTechnician} autoFocus />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={assign.isPending}>
          {assign.isPending ? 'Saving...' : 'Assign'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
