import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { resourceKeys } from '@/lib/use-list';

/** Spec 9: creation dialogs are 780px wide. */
export const CREATION_DIALOG_WIDTH = 780;

export type QuickCreateDialogProps<T> = {
  open: boolean;
  /** e.g. 'New Product Brand'. */
  title: string;
  /** The resource to POST to, e.g. 'masterfile/product-brands'. */
  resource: string;
  /** The required name field and its label, e.g. brandName / Brand Name. */
  nameField: string;
  nameLabel: string;
  /** Offer a Description field too (brands and categories have one). */
  withDescription?: boolean;
  /** The text typed in the autocomplete, filled in as the name. */
  initialName?: string;
  submitLabel?: string;
  onClose: (created?: T) => void;
};

/**
 * The small creation form an autocomplete opens from its 'Add New' option (brand, category,
 * supplier): a required name and an optional description. Messages follow spec 8.
 */
export function QuickCreateDialog<T>({
  open,
  title,
  resource,
  nameField,
  nameLabel,
  withDescription = true,
  initialName = '',
  submitLabel = 'Save',
  onClose,
}: QuickCreateDialogProps<T>) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (name.trim() === '') {
      setErrors({ [nameField]: `The ${nameLabel.toLowerCase()} field is required.` });
      notify.error('Please correct the errors before saving.', { action: 'Close' });
      return;
    }
    setSaving(true);
    try {
      const body = { [nameField]: name.trim(), ...(withDescription ? { description: description.trim() || null } : {}) };
      const answer = await api.post<{ message?: string; data: T }>(resource, body);
      notify.success(answer.message || 'Created successfully.');
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      onClose(answer.data);
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? ''])));
      notify.error(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      slotProps={{ paper: { sx: { width: CREATION_DIALOG_WIDTH, maxWidth: CREATION_DIALOG_WIDTH } } }}
      aria-labelledby="quick-create-title"
    >
      <DialogTitle id="quick-create-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="quick-create-form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog may sit inside another form (a product form); its submit stays its own.
            event.stopPropagation();
            void submit();
          }}
        >
          <TextField
            label={nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            error={Boolean(errors[nameField])}
            helperText={errors[nameField]}
          />
          {withDescription ? (
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(errors.description)}
              helperText={errors.description}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="quick-create-form"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
