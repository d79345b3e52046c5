import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { UploadProgressList, UPLOAD_AUTO_REMOVE_MS } from './upload-progress-list';
import { useUploadItems } from './use-upload-items';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

type Queue = ReturnType<typeof useUploadItems>;
let queue: Queue;

function Harness({ files }: { files: File[] }) {
  const uploads = useUploadItems();
  queue = uploads;
  const { add } = uploads;
  useEffect(() => {
    add(files);
  }, [add, files]);
  return <UploadProgressList items={uploads.items} onRemove={uploads.remove} />;
}

describe('the upload progress list', () => {
  it('shows each file with its type icon, size, progress and status; removes completed ones after 1500 ms', () => {
    vi.useFakeTimers();
    const files = [file('shelf.jpg', 'image/jpeg', 2048), file('invoice.pdf', 'application/pdf', 1536 * 1024), file('notes.bin', '', 10)];
    render(<Harness files={files} />);
    const shelf = screen.getByRole('listitem', { name: 'shelf.jpg' });
    expect(within(shelf).getByText('2 KB')).toBeTruthy();
    expect(shelf.querySelector('[data-file-kind="image"]')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'invoice.pdf' }).querySelector('[data-file-kind="pdf"]')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'invoice.pdf' })).getByText('1.5 MB')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'notes.bin' })).getByText('10 B')).toBeTruthy();

    const [shelfItem, invoiceItem] = queue.items;
    act(() => queue.progress(shelfItem!.id, 42.4));
    expect(within(shelf).getByText('42%')).toBeTruthy();
    expect(within(shelf).getByLabelText('Uploading')).toBeTruthy();

    act(() => {
      queue.complete(shelfItem!.id);
      queue.fail(invoiceItem!.id, 'The file is too large.');
    });
    expect(within(shelf).getByText('100%')).toBeTruthy();
    expect(within(shelf).getByLabelText('Uploaded')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'invoice.pdf' })).getByText('The file is too large.')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(UPLOAD_AUTO_REMOVE_MS - 1));
    expect(screen.queryByRole('listitem', { name: 'shelf.jpg' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem', { name: 'shelf.jpg' })).toBeNull();
    // A failed upload stays until dismissed; one still uploading stays too.
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('listitem', { name: 'invoice.pdf' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'notes.bin' })).toBeTruthy();
  });
});
