import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { clampIndex, GALLERY_TEXT, ImageGallery } from './image-gallery';
import { ImageGalleryDialog } from './image-gallery-dialog';
import { isPrimaryFile, type MediaFile } from './media-files';

const image = (id: number, primary = false, collectionName = 'product_images'): MediaFile => ({
  id,
  fileName: `photo-${id}.jpg`,
  collectionName,
  urls: { thumb: `/media-files/1/${id}/thumb`, large: `/media-files/1/${id}/large`, original: `/media-files/1/${id}/original` },
  customProperties: { primary },
});

const largeImage = () => screen.getByRole('img', { name: /^photo-\d+\.jpg$/ }) as HTMLImageElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('clampIndex', () => {
  it('stays within the first and the last image', () => {
    expect(clampIndex(0, -1, 3)).toBe(0);
    expect(clampIndex(2, 1, 3)).toBe(2);
    expect(clampIndex(1, 1, 3)).toBe(2);
    expect(clampIndex(0, 5, 0)).toBe(0);
  });
});

describe('the image gallery', () => {
  it('opens on the primary image and moves with previous/next, clamped at both ends', async () => {
    const user = userEvent.setup();
    render(<ImageGallery files={[image(1), image(2, true), image(3)]} />);
    expect(largeImage().getAttribute('alt')).toBe('photo-2.jpg');
    expect(largeImage().getAttribute('src')).toBe('/media-files/1/2/large');
    expect(screen.getByText('2 of 3')).toBeTruthy();

    const previous = screen.getByRole('button', { name: 'Previous image' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement;
    await user.click(previous);
    expect(largeImage().getAttribute('alt')).toBe('photo-1.jpg');
    expect(previous.disabled).toBe(true);
    // The keyboard cannot go past the first image either.
    fireEvent.keyDown(largeImage(), { key: 'ArrowLeft' });
    expect(largeImage().getAttribute('alt')).toBe('photo-1.jpg');

    await user.click(next);
    await user.click(next);
    expect(largeImage().getAttribute('alt')).toBe('photo-3.jpg');
    expect(next.disabled).toBe(true);
    fireEvent.keyDown(largeImage(), { key: 'ArrowRight' });
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.keyDown(largeImage(), { key: 'ArrowLeft' });
    expect(largeImage().getAttribute('alt')).toBe('photo-2.jpg');
  });

  it('shows a thumbnail grid; clicking one shows it large', async () => {
    const user = userEvent.setup();
    render(<ImageGallery files={[image(1, true), image(2), image(3)]} />);
    const thumbnails = within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('listitem');
    expect(thumbnails).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show photo-3.jpg' }));
    expect(largeImage().getAttribute('alt')).toBe('photo-3.jpg');
    expect(screen.getByRole('button', { name: 'Show photo-3.jpg' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens on the first image when none is primary, and accepts the older is_primary flag', () => {
    render(<ImageGallery files={[image(4), image(5)]} />);
    expect(largeImage().getAttribute('alt')).toBe('photo-4.jpg');
    cleanup();
    render(<ImageGallery files={[image(4), { ...image(5), customProperties: { is_primary: true } }]} />);
    expect(largeImage().getAttribute('alt')).toBe('photo-5.jpg');
  });

  it('says when it is loading, when there are no images, and when an image fails to load', () => {
    const { rerender } = render(<ImageGallery files={[]} loading />);
    expect(screen.getByText(GALLERY_TEXT.loading)).toBeTruthy();
    expect(GALLERY_TEXT.loading).toBe('Loading images...');
    rerender(<ImageGallery files={[]} />);
    expect(screen.getByText('No images available for this product')).toBeTruthy();
    rerender(<ImageGallery files={[image(1)]} />);
    fireEvent.error(largeImage());
    expect(screen.getByRole('alert').textContent).toBe('Failed to load image');
  });

  it('marks service order and comment images with a badge', () => {
    render(<ImageGallery files={[image(1, true, 'service_order_images'), image(2, false, 'comment_images')]} />);
    expect(screen.getAllByText('Service Order').length).toBeGreaterThan(0);
    expect(screen.getByText('Comment')).toBeTruthy();
  });

  it('shows the stars as buttons only when the user may set the primary image', async () => {
    const onSetPrimary = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ImageGallery files={[image(1, true), image(2)]} onSetPrimary={onSetPrimary} />);
    expect(screen.queryByRole('button', { name: /as primary image/ })).toBeNull();
    expect(screen.getAllByLabelText('photo-1.jpg is the primary image').length).toBeGreaterThan(0);
    rerender(<ImageGallery files={[image(1, true), image(2)]} canSetPrimary onSetPrimary={onSetPrimary} />);
    await user.click(screen.getByRole('button', { name: 'Set photo-2.jpg as primary image' }));
    expect(onSetPrimary).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    // The primary one's star does nothing.
    await user.click(screen.getByRole('button', { name: 'photo-1.jpg is the primary image' }));
    expect(onSetPrimary).toHaveBeenCalledTimes(1);
  });
});

describe('the image gallery dialog', () => {
  let requests: FakeRequest[];
  let files: MediaFile[];
  beforeEach(() => {
    signInForTests();
    files = [image(1, true), image(2), image(3)];
    requests = fakeApi((r) => {
      if (r.path === 'media/products/7/presigned') return { body: { data: { files } } };
      const primary = /^media\/(\d+)\/primary$/.exec(r.path);
      if (primary && r.method === 'POST') {
        const id = Number(primary[1]);
        files = files.map((f) => ({ ...f, customProperties: { primary: f.id === id } }));
        return { body: { message: 'Primary image updated successfully.', data: files.find((f) => f.id === id) } };
      }
      return undefined;
    });
  });

  it('loads the product images with the product name as heading, and sets the primary one with the star', async () => {
    const user = userEvent.setup();
    const onPrimaryChanged = vi.fn();
    renderWithProviders(
      <ImageGalleryDialog
        open
        onClose={vi.fn()}
        title="Claw Hammer"
        ownerType="products"
        ownerId={7}
        collection="product_images"
        canSetPrimary
        onPrimaryChanged={onPrimaryChanged}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Claw Hammer' })).toBeTruthy();
    expect(screen.getByText('Loading images...')).toBeTruthy();
    await waitFor(() => expect(largeImage().getAttribute('alt')).toBe('photo-1.jpg'));
    expect(requests[0]!.url.searchParams.get('collection')).toBe('product_images');

    await user.click(screen.getByRole('button', { name: 'Set photo-3.jpg as primary image' }));
    await waitFor(() => expect(onPrimaryChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['media/3/primary']);
    // Only that image is primary now.
    await waitFor(() => expect(screen.getByRole('button', { name: 'photo-3.jpg is the primary image' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Set photo-1.jpg as primary image' })).toBeTruthy();
    expect(files.filter(isPrimaryFile).map((f) => f.id)).toEqual([3]);
  });

  it('shows no images when they cannot be loaded, and logs why', async () => {
    vi.unstubAllGlobals();
    fakeApi(() => ({ status: 500, body: { message: 'boom' } }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ImageGalleryDialog open onClose={vi.fn()} title="Claw Hammer" ownerType="products" ownerId={7} />);
    expect(await screen.findByText('No images available for this product')).toBeTruthy();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
