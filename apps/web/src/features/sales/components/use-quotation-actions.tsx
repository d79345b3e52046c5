import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDeleteConfirmation } from '@/components/dialogs/use-delete-confirmation';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteQuotation } from '../api/delete-quotation';
import { useGenerateSalesOrder, type GenerateSalesOrderInput } from '../api/generate-sales-order';
import { getPaymentTypeOptionsQueryOptions } from '@/lib/reference-data/payment-types';
import { getQuotationForConversion } from '../api/get-quotation-for-conversion';
import { usePostQuotation } from '../api/post-quotation';
import { conversionNeeds, needsDetails, type ConversionNeeds } from '../lib/conversion-needs';
import type { Quotation } from '../types';
import { GenerateDetailsDialog } from './generate-details-dialog';
import { ValidUntilDialog } from './valid-until-dialog';

type Target = Pick<Quotation, 'id' | 'quotationNumber' | 'validUntilDate' | 'status' | 'salesChannelId'>;
type Pending =
  | { kind: 'generate' | 'valid-until'; quotation: Target; open: boolean }
  | { kind: 'generate-details'; quotation: Target; open: boolean; needs: ConversionNeeds };

/** What a quotation's status allows (the server refuses the rest with 409). */
export const quotationAllows = {
  post: (q: Pick<Quotation, 'status'>) => q.status === 'DRAFT',
  changeValidUntil: (q: Pick<Quotation, 'status'>) => q.status !== 'CONVERTED',
  generate: (q: Pick<Quotation, 'status'>) => q.status === 'DRAFT' || q.status === 'POSTED',
  openAtTerminal: (q: Pick<Quotation, 'status'>) => q.status !== 'CONVERTED',
  delete: (q: Pick<Quotation, 'status'>) => q.status !== 'CONVERTED',
};

/**
 * The quotation actions shared by the list's row menu and the detail page: Post, Change Valid
 * Until, Generate Sales Order (after a confirmation, and the serial numbers and payment references
 * a sale needs when the quotation lacks them; then to the new order) and Delete (after the Confirm
 * Delete dialog). `onDeleted` runs once a delete succeeded.
 */
export function useQuotationActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const post = usePostQuotation();
  const generate = useGenerateSalesOrder();
  const deletion = useDeleteConfirmation<Target>({ remove: useDeleteQuotation() });
  const close = () => setPending((p) => (p ? { ...p, open: false } : p));

  const postQuotation = async (quotation: Target) => {
    try {
      const answer = await post.mutateAsync(quotation.id);
      notify.success(answer.message || 'Quotation posted successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const generateOrder = async (input: GenerateSalesOrderInput, keepOpenOnError: boolean) => {
    try {
      const answer = await generate.mutateAsync(input);
      close();
      notify.success(answer.message || 'Sales order created successfully.');
      void navigate(`/sales/sales-orders/${answer.data.id}`);
    } catch (error) {
      // With serial numbers and references being given, the dialog stays for another choice.
      if (!keepOpenOnError) close();
      notify.error(errorMessage(error));
    }
  };

  const confirmGenerate = async (quotation: Target) => {
    let needs: ConversionNeeds;
    setChecking(true);
    try {
      const [full, paymentTypes] = await Promise.all([
        getQuotationForConversion(quotation.id),
        queryClient.fetchQuery(getPaymentTypeOptionsQueryOptions()),
      ]);
      needs = conversionNeeds(full, paymentTypes);
    } catch (error) {
      close();
      notify.error(errorMessage(error));
      return;
    } finally {
      setChecking(false);
    }
    if (needsDetails(needs)) setPending({ kind: 'generate-details', quotation, open: true, needs });
    else await generateOrder({ quotationId: quotation.id }, false);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'generate' && pending.open}
        title="Generate Sales Order"
        message={pending ? `Turn ${pending.quotation.quotationNumber} into a sales order? Its items leave stock now.` : ''}
        confirmLabel="Generate"
        busy={generate.isPending || checking}
        onConfirm={() => pending && void confirmGenerate(pending.quotation)}
        onCancel={close}
      />
      {deletion.dialog}
      {pending?.kind === 'generate-details' && pending.open ? (
        <GenerateDetailsDialog
          quotationNumber={pending.quotation.quotationNumber}
          needs={pending.needs}
          busy={generate.isPending}
          onGenerate={(details) => void generateOrder({ quotationId: pending.quotation.id, details }, true)}
          onCancel={close}
        />
      ) : null}
      <ValidUntilDialog
        open={pending?.kind === 'valid-until' && pending.open}
        quotation={pending?.kind === 'valid-until' ? pending.quotation : null}
        onClose={close}
      />
    </>
  );

  return {
    post: (q: Target) => void postQuotation(q),
    posting: post.isPending,
    askGenerate: (q: Target) => setPending({ kind: 'generate', quotation: q, open: true }),
    askDelete: (q: Target) => void deletion.askDelete(q).then((deleted) => deleted && onDeleted?.()),
    askValidUntil: (q: Target) => setPending({ kind: 'valid-until', quotation: q, open: true }),
    dialogs,
  };
}
