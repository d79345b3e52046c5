import {
  createContext,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useFocusFirstInvalid } from './focus-first-invalid';

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
 * What a create/update dialog of a record is given: the record to update (none creates one), for a
 * new one the name typed in a picker before Add New, and onClose with the saved record (none when
 * cancelled).
 */
export type RecordDialogProps<T> = { open: boolean; record?: T | null; initialName?: string; onClose: (saved?: T) => void };

/** How a form is saved: sent as a create or an update, which the success message names (unless savedMessage does). */
export type RecordSave<TBody, TSaved> = {
  isUpdate: boolean;
  send: (body: TBody) => Promise<SavedRecord<TSaved>>;
  /** What success says when the server sends no message (e.g. 'Profile updated successfully.'). */
  savedMessage?: string;
};

type CreateMutation<TBody, TSaved> = { mutateAsync: (body: TBody) => Promise<SavedRecord<TSaved>> };
type UpdateMutation<TBody, TSaved> = { mutateAsync: (variables: { id: number; body: TBody }) => Promise<SavedRecord<TSaved>> };

/** Saves through the update mutation when a record is given (by its id), else through the create one. */
export function createOrUpdate<TBody, TSaved>(
  record: { id: number } | null | undefined,
  create: CreateMutation<TBody, TSaved>,
  update: UpdateMutation<TBody, TSaved>,
): RecordSave<TBody, TSaved> {
  return {
    isUpdate: Boolean(record),
    send: (body) => (record ? update.mutateAsync({ id: record.id, body }) : create.mutateAsync(body)),
  };
}

/**
 * Saves a record with the feedback of spec 8: the server's message, else 'Created successfully.' /
 * 'Updated successfully.'; on failure the server's message, else 'An error occurred. Please try
 * again.', with the server's field errors put on their fields (nested ones as 'units.1.unit').
 */
async function saveRecord<TBody, TSaved>(
  save: RecordSave<TBody, TSaved>,
  body: TBody,
  onSaved: (data: TSaved) => void,
  setFieldError: (field: string, message: string) => void,
): Promise<void> {
  try {
    const answer = await save.send(body);
    notify.success(answer.message || save.savedMessage || (save.isUpdate ? 'Updated successfully.' : 'Created successfully.'));
    onSaved(answer.data);
  } catch (error) {
    if (error instanceof ApiError) {
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

/** What the dialog's content needs of its form: how to submit it, whether it is saving, and whether it updates. */
export type RecordFormState = {
  /** The form's submit: useRecordForm's, or react-hook-form's handleSubmit(save, notifyInvalidForm). */
  submit: (event?: FormEvent<HTMLFormElement>) => unknown;
  saving: boolean;
  isUpdate?: boolean;
};

export type RecordFormOptions<TInput extends FieldValues, TValues, TSaved> = {
  /** Usually zodResolver(the body schema of packages/shared): the server's rules and words. */
  resolver: Resolver<TInput, unknown, TValues>;
  defaultValues: DefaultValues<TInput>;
  /** The fields the server's field errors may name: by default every field of defaultValues. */
  fields?: readonly string[];
  /** Fields holding a list of rows: an error about the whole list goes on its root. */
  listFields?: readonly string[];
  save: RecordSave<TValues, TSaved>;
  onSaved: (saved: TSaved) => void;
};

/**
 * A record's create/update form: react-hook-form with the given resolver, and `submit`, which
 * says 'Please correct the errors before saving.' when invalid, else saves with saveRecord's feedback.
 */
export function useRecordForm<TInput extends FieldValues, TValues, TSaved>({
  resolver,
  defaultValues,
  fields,
  listFields,
  save,
  onSaved,
}: RecordFormOptions<TInput, TValues, TSaved>): UseFormReturn<TInput, unknown, TValues> & RecordFormState {
  const form = useForm<TInput, unknown, TValues>({ resolver, defaultValues });
  const submit = form.handleSubmit(
    (values) => saveRecord(save, values, onSaved, serverFieldErrors(form.setError, fields ?? Object.keys(defaultValues), listFields)),
    notifyInvalidForm,
  );
  return { ...form, submit, saving: form.formState.isSubmitting, isUpdate: save.isUpdate };
}

/** What the dialog shares with its content: the title's id, how it closes, and whether a save is under way. */
type DialogFrame = { titleId: string; close: () => void; saving: RefObject<boolean> };
const DialogFrameContext = createContext<DialogFrame | undefined>(undefined);

export type RecordFormDialogProps = {
  open: boolean;
  /** Dialog width in px: FORM_DIALOG_WIDTH, CREATION_DIALOG_WIDTH or another. */
  width: number;
  onClose: () => void;
  /** 'paper' scrolls the content between a fixed title and actions (a long checklist). */
  scroll?: 'paper' | 'body';
  /** The form (a RecordFormContent); mounted only while open, so each opening starts fresh. */
  children: ReactNode;
};

/** The dialog around a create/update form; Escape and the backdrop do not close it while it saves. */
export function RecordFormDialog({ open, width, onClose, scroll, children }: RecordFormDialogProps) {
  const titleId = useId();
  const saving = useRef(false);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  const frame = useMemo(() => ({ titleId, saving, close: () => latestOnClose.current() }), [titleId]);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!saving.current) onClose();
      }}
      aria-labelledby={titleId}
      {...(scroll ? { scroll } : {})}
      slotProps={{ paper: { sx: { width, maxWidth: width } } }}
    >
      <DialogFrameContext value={frame}>{open ? children : null}</DialogFrameContext>
    </Dialog>
  );
}

/**
 * The dialog of a record's form: `export const SupplierDialog = recordFormDialog(SupplierForm,
 * CREATION_DIALOG_WIDTH)`. The form is mounted afresh for each opening and each record, and is
 * given the dialog's props (and any of its own) but `open`.
 */
export function recordFormDialog<T extends { id: number }, P extends object = object>(
  Form: ComponentType<Omit<RecordDialogProps<T>, 'open'> & P>,
  width: number,
  { scroll }: { scroll?: 'paper' | 'body' } = {},
) {
  function RecordDialog({ open, ...props }: RecordDialogProps<T> & P) {
    const formProps = props as Omit<RecordDialogProps<T>, 'open'> & P;
    return (
      <RecordFormDialog open={open} width={width} onClose={props.onClose} {...(scroll ? { scroll } : {})}>
        <Form key={props.record?.id ?? 'new'} {...formProps} />
      </RecordFormDialog>
    );
  }
  RecordDialog.displayName = `RecordFormDialog(${Form.displayName ?? Form.name})`;
  return RecordDialog;
}

export type RecordFormContentProps = {
  /** useRecordForm's answer, or the submit and saving flag of a form saved another way. */
  form: RecordFormState;
  /**
   * What the record is called: titles 'New Supplier' / 'Update Supplier', the submit 'Create
   * Supplier' / 'Update Supplier' (by form.isUpdate); `title` and `submitLabel` say otherwise.
   */
  noun?: string;
  title?: string;
  submitLabel?: string;
  /** Cancel and Close: by default the dialog's own onClose. */
  onCancel?: () => void;
  /**
   * Two columns on wider screens (fields spanning both set gridColumn '1 / -1'), or the
   * grid's own columns there (e.g. '1fr 2fr').
   */
  columns?: 1 | 2 | string;
  /** Shown above the form (a note, a locked record's reason). */
  intro?: ReactNode;
  /** Shown below the form's fields, outside its grid (a checklist bound to the same form). */
  after?: ReactNode;
  /** Lines between the title, the content and the actions (for content that scrolls). */
  dividers?: boolean;
  /** Shown, not edited: the only action is Close. */
  readOnly?: boolean;
  /** Actions before Cancel, at the left (e.g. Reset Password). */
  extraActions?: ReactNode;
  /** The submit waits for something besides saving (e.g. what the form lists is still loading). */
  submitDisabled?: boolean;
  children: ReactNode;
};

const gridColumns = (columns: 1 | 2 | string) => (columns === 1 ? '1fr' : { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : columns });

/** Title, the form's fields, Cancel and the submit button (with a spinner while saving). */
export function RecordFormContent({
  form,
  noun,
  title = `${form.isUpdate ? 'Update' : 'New'} ${noun}`,
  submitLabel = `${form.isUpdate ? 'Update' : 'Create'} ${noun}`,
  onCancel,
  columns = 1,
  intro,
  after,
  dividers = false,
  readOnly = false,
  extraActions,
  submitDisabled = false,
  children,
}: RecordFormContentProps) {
  const frame = use(DialogFrameContext);
  const formId = useId();
  const focusAfterSave = useFocusFirstInvalid();
  const { saving } = form;
  const cancel = () => (onCancel ?? frame?.close)?.();
  useEffect(() => {
    if (!frame) return;
    frame.saving.current = saving;
    return () => {
      frame.saving.current = false;
    };
  }, [frame, saving]);
  return (
    <>
      <DialogTitle id={frame?.titleId}>{title}</DialogTitle>
      {/* Shown only, with nothing to focus inside, a scrolling content takes the focus itself so the keyboard can scroll it. */}
      <DialogContent
        dividers={dividers}
        {...(readOnly && dividers ? { tabIndex: 0, role: 'region', 'aria-labelledby': frame?.titleId } : {})}
      >
        {intro}
        <Box
          component="form"
          id={formId}
          ref={focusAfterSave.ref}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            // The dialog may be opened from inside another form (a picker on a product form); its
            // submit stays its own even though React events bubble through the portal.
            event.stopPropagation();
            void Promise.resolve(form.submit(event)).then(focusAfterSave.afterSubmit);
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: gridColumns(columns), ...(after ? { mb: 2 } : {}) }}
        >
          {children}
        </Box>
        {after}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: dividers ? 2 : undefined, pb: 2 }}>
        {readOnly ? (
          <Button onClick={cancel}>Close</Button>
        ) : (
          <>
            {extraActions}
            <Button onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={saving || submitDisabled}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {submitLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}
