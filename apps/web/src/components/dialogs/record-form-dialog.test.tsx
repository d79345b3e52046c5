import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { ApiError } from '@/lib/api-client';
import { useNotices } from '@/lib/notify';
import { FormTextField } from './form-fields';
import { RecordFormContent, RecordFormDialog, useRecordForm, type RecordFormContentProps, type RecordSave } from './record-form-dialog';

const schema = z.object({ name: z.string().trim().min(1, { error: 'The name field is required.' }), code: z.string() });
type Body = z.output<typeof schema>;
type Saved = { id: number } & Body;

function NoteForm({
  save,
  onClose,
  content,
}: {
  save: RecordSave<Body, Saved>;
  onClose: (saved?: Saved) => void;
  content?: Partial<RecordFormContentProps>;
}) {
  const form = useRecordForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', code: '' },
    fields: ['name', 'code'],
    save,
    onSaved: onClose,
  });
  return (
    <RecordFormContent form={form} noun="Note" {...content}>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="code" label="Code" />
    </RecordFormContent>
  );
}

function renderDialog(
  send: RecordSave<Body, Saved>['send'],
  options: { savedMessage?: string; content?: Partial<RecordFormContentProps> } = {},
) {
  const onClose = vi.fn();
  const save: RecordSave<Body, Saved> = { isUpdate: false, send, ...(options.savedMessage ? { savedMessage: options.savedMessage } : {}) };
  render(
    <>
      <RecordFormDialog open width={480} onClose={onClose}>
        <NoteForm save={save} onClose={onClose} {...(options.content ? { content: options.content } : {})} />
      </RecordFormDialog>
      <SnackbarHost />
    </>,
  );
  return { onClose, user: userEvent.setup() };
}

/** A click beside the dialog, on the dimmed page around it. */
function clickBackdrop() {
  const container = document.querySelector('.MuiDialog-container')!;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}

const snackbar = async () => (await screen.findByRole('alert', { hidden: true })).textContent;

beforeEach(() => useNotices.setState({ current: null }));
afterEach(() => cleanup());

describe('the record form dialog', () => {
  it('is named by its title; saves the parsed values and closes with the saved record, saying the given words when the server says none', async () => {
    const send = vi.fn(async (body: Body) => ({ data: { id: 9, ...body } }));
    const { onClose, user } = renderDialog(send, { savedMessage: 'Note kept.' });
    expect(screen.getByRole('dialog', { name: 'New Note' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Shelf A ');
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ id: 9, name: 'Shelf A', code: '' }));
    expect(send).toHaveBeenCalledWith({ name: 'Shelf A', code: '' });
    expect(await snackbar()).toContain('Note kept.');
  });

  it('says to correct the errors before saving, and puts only the form’s own server field errors on their fields', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, 'The code has already been taken.', { code: ['The code has already been taken.'], tenantId: ['Not yours.'] });
    });
    const { onClose, user } = renderDialog(send);
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    expect(await snackbar()).toContain('Please correct the errors before saving.');
    expect(screen.getByText('The name field is required.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shelf A');
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect(screen.getByText('The code has already been taken.', { selector: 'p' })).toBeTruthy());
    expect(screen.queryByText('Not yours.')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('after a failed save the focus is on the first field that needs fixing: the server’s, else the form’s own', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, 'The code has already been taken.', { code: ['The code has already been taken.'] });
    });
    const { user } = renderDialog(send);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shelf A');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'S-1');
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' })));
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    // Both fields now show an error; the first of them in the form takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not close from its backdrop while it saves, and does afterwards', async () => {
    let answer: (value: { data: Saved }) => void = () => undefined;
    const send = vi.fn(() => new Promise<{ data: Saved }>((resolve) => (answer = resolve)));
    const { onClose, user } = renderDialog(send);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shelf A');
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true));
    clickBackdrop();
    expect(onClose).not.toHaveBeenCalled();

    answer({ data: { id: 1, name: 'Shelf A', code: '' } });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false));
    onClose.mockClear();
    clickBackdrop();
    expect(onClose).toHaveBeenCalledWith();
  });

  it('shown read-only has Close as its only action', async () => {
    const { onClose, user } = renderDialog(vi.fn(), { content: { readOnly: true } });
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it('shown read-only with scrolling content lets the keyboard reach that content, named by the title', async () => {
    renderDialog(vi.fn(), { content: { readOnly: true, dividers: true } });
    const dialog = screen.getByRole('dialog', { name: 'New Note' });
    expect(within(dialog).getByRole('region', { name: 'New Note' }).tabIndex).toBe(0);
  });

  it('opened from inside another form submits only its own', async () => {
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const send = vi.fn(async (body: Body) => ({ data: { id: 2, ...body } }));
    const onClose = vi.fn();
    render(
      <form onSubmit={outerSubmit}>
        <RecordFormDialog open width={480} onClose={onClose}>
          <NoteForm save={{ isUpdate: false, send }} onClose={onClose} />
        </RecordFormDialog>
      </form>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shelf B');
    await user.click(screen.getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
