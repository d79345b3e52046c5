import { PhotosField } from '@/components/upload/photos-field';
import { EXPENSE_MEDIA_OWNER, EXPENSE_RECEIPTS_COLLECTION } from '../types';

export type ReceiptPhotosFieldProps = {
  /** The saved expense whose photos show; null for a new one. */
  expenseId: number | null;
  /** Photos chosen here, uploaded once the expense is saved. */
  pending: File[];
  onPendingChange: (files: File[]) => void;
};

/**
 * Receipt photos of an expense: the ones already kept, and new ones from a phone's camera or from
 * files, uploaded when the expense is saved.
 */
export function ReceiptPhotosField({ expenseId, pending, onPendingChange }: ReceiptPhotosFieldProps) {
  return (
    <PhotosField
      title="Receipt Photos"
      ownerType={EXPENSE_MEDIA_OWNER}
      collection={EXPENSE_RECEIPTS_COLLECTION}
      ownerId={expenseId}
      pending={pending}
      onPendingChange={onPendingChange}
      cameraLabel="Take a receipt photo"
      filesLabel="Choose receipt photos"
      hint="They upload when the expense is saved. Images only, up to 10 MB each."
    />
  );
}
