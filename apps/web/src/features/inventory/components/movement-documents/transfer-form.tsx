import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateStockTransfer } from '../../api/create-stock-transfer';
import type { StockTransfer } from '../../types';
import { newMovementLine } from '@/components/movement-lines/movement-line';
import {
  FormLocationSelect,
  MovementDocumentForm,
  type MovementFormProps,
  type MovementHeaderProps,
} from '@/components/movement-document-form/movement-document-form';
import { buildTransferBody, transferFormSchema, type TransferFormInput, type TransferFormValues } from './transfer-payload';

/** From one location to another; neither may be the other. */
function TransferHeader({ control, clearSerialNumbers }: MovementHeaderProps<TransferFormInput>) {
  const [source, destination] = useWatch({ control, name: ['sourceWarehouseId', 'destinationWarehouseId'] });
  return (
    <>
      <FormLocationSelect
        control={control}
        name="sourceWarehouseId"
        label="From Location"
        autoFocus
        excludeId={destination}
        // Serial numbers picked at the old source do not leave from the new one.
        onPicked={() => clearSerialNumbers(() => true)}
      />
      <FormLocationSelect control={control} name="destinationWarehouseId" label="To Location" excludeId={source} />
    </>
  );
}

/** A new stock transfer: out of the source and into the destination in one go, with the serial numbers that move. */
export function TransferForm({ initialProduct = null, onPosted, onCancel }: MovementFormProps<StockTransfer>) {
  return (
    <MovementDocumentForm
      label="New stock transfer"
      title="Transfer"
      confirmMessage="The stock leaves the source and arrives at the destination as soon as the transfer is posted. Post it?"
      // The schema reads an empty select as missing, so its input is wider than the form's.
      resolver={zodResolver(transferFormSchema) as unknown as Resolver<TransferFormInput, unknown, TransferFormValues>}
      defaultValues={{ sourceWarehouseId: '', destinationWarehouseId: '', notes: '', items: [newMovementLine(initialProduct, 'out')] }}
      Header={TransferHeader}
      lineVariant="transfer"
      linesLocationField="sourceWarehouseId"
      buildBody={buildTransferBody}
      post={useCreateStockTransfer()}
      onPosted={onPosted}
      onCancel={onCancel}
    />
  );
}
