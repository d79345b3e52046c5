import { useState, type ComponentType, type FormEvent } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField } from '@mui/material';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useFocusFirstInvalid } from '@/components/dialogs/focus-first-invalid';
import { notifyInvalidForm, type SavedRecord } from '@/components/dialogs/record-form-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useLateDefaults } from '@/lib/use-late-defaults';
import { lineErrorsOf } from '@/components/movement-lines/line-errors';
import { lineFieldOf, type MovementLineInput, type ProductSummary } from '@/components/movement-lines/movement-line';
import { MovementLinesEditor, type MovementLinesEditorProps } from '@/components/movement-lines/movement-lines-editor';
import { LocationSelect } from './location-select';

/** What every stock movement document has besides its header: notes and lines. */
export type MovementDocumentInput = FieldValues & { notes: string; items: MovementLineInput[] };

/** What a page gives a document's form: the product its first line starts with, and where to go next. */
export type MovementFormProps<T> = {
  /** From a product's page (Adjust Stock, Transfer): the first line is that product. */
  initialProduct?: ProductSummary | null;
  onPosted: (document: T) => void;
  onCancel: () => void;
};

/** What a document's header fields are given. */
export type MovementHeaderProps<TInput extends MovementDocumentInput> = {
  control: Control<TInput, any, any>;
  /** Empties the serial numbers of the lines chosen (those picked at a location no longer chosen). */
  clearSerialNumbers: (lines: (line: MovementLineInput) => boolean) => void;
};

export type MovementDocumentFormProps<TInput extends MovementDocumentInput, TValues, TBody, TSaved> = {
  /** The document as a screen reader names the form, e.g. 'New adjustment'. */
  label: string;
  /** Its card's title and its button's noun: 'Adjustment' → Post Adjustment. */
  title: string;
  /** What the confirmation before posting says; null saves at once (a purchase order moves no stock). */
  confirmMessage: string | null;
  /** The save button's label (default `Post {title}`). */
  submitLabel?: string;
  /** The document's rules (its server's words): usually zodResolver of its form schema. */
  resolver: Resolver<TInput, unknown, TValues>;
  /**
   * Every field of the form; the server's field errors may name any of them. The form starts from
   * them once; header fields that change later (a record answered late) fill only what the user has
   * not changed (useLateDefaults). The lines are never replaced.
   */
  defaultValues: TInput;
  /** Server fields held by a form field of another name (supplierId → supplier, a picked record). */
  serverFields?: Record<string, Path<TInput>>;
  /** The fields above Notes: one location or from/to, a reason, a supplier. */
  Header: ComponentType<MovementHeaderProps<TInput>>;
  /** How the lines read (an adjustment's modes, a transfer's moving out). */
  lineVariant: MovementLinesEditorProps['variant'];
  /** The field of the location whose stock the lines show and whose serial numbers they pick. */
  linesLocationField: Path<TInput>;
  /** The body posted, from the checked form. */
  buildBody: (values: TValues) => TBody;
  post: { mutateAsync: (body: TBody) => Promise<SavedRecord<TSaved>>; isPending: boolean };
  onPosted: (saved: TSaved) => void;
  onCancel: () => void;
};

/**
 * A stock document (an adjustment, a transfer, a purchase order or receipt): its header,
 * notes and lines, posted after a confirmation (an order, which moves no stock, saved at once). A refusal (409, e.g. not enough stock)
 * stays on screen above the form; the server's field errors go on their fields and lines.
 */
export function MovementDocumentForm<TInput extends MovementDocumentInput, TValues, TBody, TSaved>({
  label,
  title,
  confirmMessage,
  submitLabel = `Post ${title}`,
  resolver,
  defaultValues,
  serverFields = {},
  Header,
  lineVariant,
  linesLocationField,
  buildBody,
  post,
  onPosted,
  onCancel,
}: MovementDocumentFormProps<TInput, TValues, TBody, TSaved>) {
  const [confirming, setConfirming] = useState<TValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, setValue, getValues, formState } = useForm<TInput, unknown, TValues>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TInput>,
  });
  const { errors } = formState;
  const { items: _lines, ...header } = defaultValues;
  useLateDefaults<TInput>({ getValues, setValue, formState }, header as Partial<TInput>);
  const items = 'items' as Path<TInput>;
  const linesLocation = useWatch({ control, name: linesLocationField }) as number | '';
  const lineErrors = lineErrorsOf(errors);

  const clearSerialNumbers = (lines: (line: MovementLineInput) => boolean) =>
    setValue(
      items,
      (getValues(items) as MovementLineInput[]).map((line) => (lines(line) ? { ...line, serialNumbers: [] } : line)) as never,
    );

  const submit = async (values: TValues) => {
    setConfirming(null);
    setRefusal(null);
    try {
      const answer = await post.mutateAsync(buildBody(values));
      notify.success(answer.message || 'Created successfully.');
      onPosted(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 409) setRefusal(error.message);
        for (const [field, messages] of Object.entries(error.errors)) {
          const line = lineFieldOf(field);
          const target = line ? `items.${line.index}.${line.field}` : (serverFields[field] ?? (field in defaultValues ? field : null));
          if (target && messages[0]) setError(target as Path<TInput>, { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  const focusAfterSave = useFocusFirstInvalid();
  const askToPost = handleSubmit(confirmMessage === null ? submit : setConfirming, notifyInvalidForm);
  const notesField = register('notes' as Path<TInput>);
  const notesError = errors.notes?.message as string | undefined;
  return (
    <Box
      component="form"
      ref={focusAfterSave.ref}
      noValidate
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void askToPost(event).then(focusAfterSave.afterSubmit)}
    >
      <Stack spacing={2}>
        {refusal ? (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <CardHeader
            title={title}
            slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
            sx={{ pb: 0 }}
          />
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Header control={control} clearSerialNumbers={clearSerialNumbers} />
              <TextField
                size="small"
                label="Notes"
                multiline
                minRows={2}
                {...notesField}
                inputRef={notesField.ref}
                error={Boolean(notesError)}
                helperText={notesError}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title="Items"
            slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
            sx={{ pb: 0 }}
          />
          <CardContent>
            <Controller
              control={control}
              name={items}
              render={({ field }) => (
                <MovementLinesEditor
                  variant={lineVariant}
                  lines={field.value as MovementLineInput[]}
                  onChange={field.onChange}
                  locationId={linesLocation}
                  lineErrors={lineErrors.rows}
                  {...(lineErrors.list ? { error: lineErrors.list } : {})}
                />
              )}
            />
          </CardContent>
        </Card>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={post.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={post.isPending}
            startIcon={post.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={submitLabel}
        message={confirmMessage ?? ''}
        confirmLabel="Post"
        onConfirm={() => confirming && void submit(confirming).then(focusAfterSave.afterSubmit)}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}

export type FormLocationSelectProps<TInput extends MovementDocumentInput> = {
  control: Control<TInput, any, any>;
  name: Path<TInput>;
  label: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** A location that may not be chosen here (the other end of a transfer). */
  excludeId?: number | '';
  /** After a location is chosen (e.g. to drop serial numbers picked at the one before). */
  onPicked?: () => void;
};

/** A required stock location of a document, bound to its form field. */
export function FormLocationSelect<TInput extends MovementDocumentInput>({
  control,
  name,
  label,
  autoFocus,
  disabled,
  excludeId,
  onPicked,
}: FormLocationSelectProps<TInput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LocationSelect
          label={label}
          name={field.name}
          required
          autoFocus={Boolean(autoFocus)}
          disabled={Boolean(disabled)}
          value={field.value as number | ''}
          {...(excludeId !== undefined ? { excludeId } : {})}
          onChange={(id) => {
            field.onChange(id);
            onPicked?.();
          }}
          error={Boolean(fieldState.error)}
          {...(fieldState.error?.message ? { helperText: fieldState.error.message } : {})}
        />
      )}
    />
  );
}
