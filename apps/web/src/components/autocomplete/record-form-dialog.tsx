import { createContext, use, useId, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Spec 9: a form dialog is 480px wide (the Product Brand and Product Category dialogs of spec 2.5). */
export const FORM_DIALOG_WIDTH = 480;
/** Spec 9: creation dialogs (and the customer dialog) are 780px wide. */
export const CREATION_DIALOG_WIDTH = 780;

/** Spec 5: what an invalid submit says, with a Close action. */
export const INVALID_FORM_MESSAGE = 'Please correct the errors before saving.';

export function notifyInvalidForm(): void {
  notify.error(INVALID_FORM_MESSAGE, { action: 'Close' });
}

/** What a create (201) or update answers: {message, data}. */
export type SavedRecord<T> = { message?: string; data: T };

/**
 * Saves a record with the feedback of spec 8: the server's message, else 'Created successfully.' /
 * 'Updated successfully.'; on failure the server's message, else 'An error occurred. Please try
 * again.', with the server's field errors put on their fields (nested ones as 'units.1.unit').
 */
export async function saveRecord<T>({
  send,
  isUpdate,
  onSaved,
  setFieldError,
}: {
  send: () => Promise<SavedRecord<T>>;
  isUpdate: boolean;
  onSaved: (data: T) => void;
  setFieldError?: (field: string, message: string) => void;
}): Promise<void> {
  try {
    const answer = await send();
    notify.success(answer.message || (isUpdate ? 'Updated successfully.' : 'Created successfully.'));
    onSaved(answer.data);
  } catch (error) {
    if (error instanceof ApiError && setFieldError) {
      for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) setFieldError(field, messages[0]);
    }
    notify.error(errorMessage(error));
  }
}

/**
 * Puts a server field error on the form: only fields of the form (by their first segment), and an
 * error about a whole list (e.g. 'units') on that list's root so its rows keep their own errors.
 */
export function serverFieldErrors<TForm extends FieldValues>(
  setError: UseFormSetError<TForm>,
  fields: readonly string[],
  listFields: readonly string[] = [],
): (field: string, message: string) => void {
  return (field, message) => {
    if (!fields.includes(field.split('.')[0]!)) return;
    const path = listFields.includes(field) ? `${field}.root` : field;
    setError(path as Path<TForm>, { type: 'server', message });
  };
}

const TitleIdContext = createContext<string | undefined>(undefined);

export type RecordFormDialogProps = {
  open: boolean;
  /** Dialog width in px: FORM_DIALOG_WIDTH, CREATION_DIALOG_WIDTH or another. */
  width: number;
  onClose: () => void;
  /** The form (a RecordFormContent); mounted only while open, so each opening starts fresh. */
  children: ReactNode;
};

/** The dialog around a create/update form. */
export function RecordFormDialog({ open, width, onClose, children }: RecordFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width, maxWidth: width } } }}>
      <TitleIdContext value={titleId}>{open ? children : null}</TitleIdContext>
    </Dialog>
  );
}

export type RecordFormContentProps = {
  title: string;
  submitLabel: string;
  saving: boolean;
  /** The form's submit: typically react-hook-form's handleSubmit(save, notifyInvalidForm). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** Two columns on wider screens (fields spanning both set gridColumn '1 / -1'). */
  columns?: 1 | 2;
  children: ReactNode;
};

/** Title, the form's fields, Cancel and the submit button (with a spinner while saving). */
export function RecordFormContent({ title, submitLabel, saving, onSubmit, onCancel, columns = 1, children }: RecordFormContentProps) {
  const titleId = use(TitleIdContext);
  const formId = useId();
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            // The dialog may be opened from inside another form (a picker on a product form); its
            // submit stays its own even though React events bubble through the portal.
            event.stopPropagation();
            onSubmit(event);
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr' }}
        >
          {children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
