import { useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, MenuItem } from '@mui/material';
import { SERVICE_ORDER_PRIORITIES } from '@oim/shared/schemas/service';
import { CustomerAutocomplete } from '@/components/autocomplete/customer-autocomplete';
import { FormDateField } from '@/components/dialogs/form-date-field';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
  type RecordSave,
} from '@/components/dialogs/record-form-dialog';
import { mediaKeys } from '@/components/gallery/media-files';
import type { ProductSummary } from '@/components/movement-lines/movement-line';
import { parseDay } from '@/lib/days';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useCreateServiceOrder, useUpdateServiceOrder, type ServiceOrderPayload } from '../api/save-service-order';
import { isClosed, PRIORITY_LABELS, SERVICE_ORDER_IMAGES, SERVICE_ORDER_MEDIA_OWNER, type ServiceOrder } from '../types';
import { NewCustomerDialog } from './new-customer-dialog';
import { PhotosField } from '@/components/upload/photos-field';
import { serviceOrderFormSchema, type ServiceOrderFormValues } from './service-order-form-schema';
import { ServiceOrderLines } from './service-order-lines';
import { TechnicianAutocomplete } from './technician-autocomplete';
import { uploadPhotos } from './upload-photos';

function defaultsOf(record: ServiceOrder | null | undefined): ServiceOrderFormValues {
  return {
    customer: record?.customer ? { id: record.customer.id, customerName: record.customer.customerName } : null,
    salesChannelId: record?.salesChannelId ?? '',
    itemDescription: record?.itemDescription ?? '',
    brand: record?.brand ?? '',
    model: record?.model ?? '',
    serialNumber: record?.serialNumber ?? '',
    accessoriesReceived: record?.accessoriesReceived ?? '',
    problemReported: record?.problemReported ?? '',
    diagnosis: record?.diagnosis ?? '',
    technician: record?.assignedTechnician ?? null,
    priority: record?.priority ?? 'NORMAL',
    promisedDate: record?.promisedDate ? parseDay(record.promisedDate) : null,
    lines: (record?.lines ?? []).map((line) => ({
      key: `saved-${line.id}`,
      // Typed labour comes back with its description; it is edited (and sent) as typed labour again.
      ...(line.description ? { labour: true, description: line.description } : {}),
      product: (line.product ?? null) as ProductSummary | null,
      uomId: line.uomId,
      quantity: String(line.quantity),
      unitPrice: String(line.unitPrice),
    })),
    deposit: record ? String(record.deposit) : '0',
    depositPaymentTypeId: record?.depositPaymentTypeId ?? '',
    notes: record?.notes ?? '',
  };
}

const FIELDS = [
  'customer',
  'salesChannelId',
  'itemDescription',
  'brand',
  'model',
  'serialNumber',
  'accessoriesReceived',
  'problemReported',
  'diagnosis',
  'technician',
  'priority',
  'promisedDate',
  'lines',
  'deposit',
  'depositPaymentTypeId',
  'notes',
];

function ServiceOrderForm({ record, onClose }: Omit<RecordDialogProps<ServiceOrder>, 'open'>) {
  const queryClient = useQueryClient();
  const paymentTypes = usePaymentTypeOptions().data ?? [];
  const channels = useSalesChannelOptions().data ?? [];
  const [photos, setPhotos] = useState<File[]>([]);
  const [newCustomer, setNewCustomer] = useState<string | null>(null);
  const readOnly = record ? isClosed(record) : false;
  const saveRecord = createOrUpdate(record, useCreateServiceOrder(), useUpdateServiceOrder());
  // The photos go up once the order is saved, inside the same Saving... state.
  const save: RecordSave<ServiceOrderPayload, ServiceOrder> = {
    ...saveRecord,
    send: async (body) => {
      const answer = await saveRecord.send(body);
      if (photos.length > 0) {
        await uploadPhotos(SERVICE_ORDER_MEDIA_OWNER, answer.data.id, SERVICE_ORDER_IMAGES, photos);
        await queryClient.invalidateQueries({ queryKey: mediaKeys.owner(SERVICE_ORDER_MEDIA_OWNER, answer.data.id) });
      }
      return answer;
    },
  };
  const form = useRecordForm<ServiceOrderFormValues, ServiceOrderPayload, ServiceOrder>({
    resolver: zodResolver(serviceOrderFormSchema) as unknown as Resolver<ServiceOrderFormValues, unknown, ServiceOrderPayload>,
    defaultValues: defaultsOf(record),
    fields: [...FIELDS, 'customerId', 'assignedTechnicianId'],
    listFields: ['lines'],
    save,
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <>
      <RecordFormContent
        form={form}
        noun="Job Order"
        title={record ? `${readOnly ? '' : 'Edit '}Job Order ${record.serviceOrderNumber}` : 'New Job Order'}
        submitLabel={record ? 'Save Job Order' : 'Create Job Order'}
        columns={2}
        readOnly={readOnly}
        intro={
          readOnly ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              A released or cancelled job order can no longer be changed.
            </Alert>
          ) : null
        }
        after={
          <PhotosField
            title="Item Photos"
            ownerType={SERVICE_ORDER_MEDIA_OWNER}
            collection={SERVICE_ORDER_IMAGES}
            ownerId={record?.id ?? null}
            pending={photos}
            onPendingChange={setPhotos}
            hint="They upload when the job order is saved. Images only, up to 10 MB each."
          />
        }
      >
        <Controller
          control={control}
          name="customer"
          render={({ field, fieldState }) => (
            <CustomerAutocomplete
              value={field.value}
              onChange={(customer) => field.onChange(customer && customer.id > 0 ? customer : null)}
              onAddNew={(term) => setNewCustomer(term)}
              required
              disabled={readOnly}
              autoFocus={!record}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name="salesChannelId" label="Sales Channel" select disabled={readOnly}>
          <MenuItem value="">None</MenuItem>
          {channels.map((channel) => (
            <MenuItem key={channel.id} value={channel.id}>
              {channel.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="itemDescription"
          label="Item Description"
          required
          disabled={readOnly}
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField control={control} name="brand" label="Brand" disabled={readOnly} />
        <FormTextField control={control} name="model" label="Model" disabled={readOnly} />
        <FormTextField control={control} name="serialNumber" label="Serial Number" disabled={readOnly} />
        <FormTextField control={control} name="accessoriesReceived" label="Accessories Received" disabled={readOnly} />
        <FormTextField
          control={control}
          name="problemReported"
          label="Problem Reported"
          required
          multiline
          minRows={2}
          disabled={readOnly}
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField
          control={control}
          name="diagnosis"
          label="Diagnosis"
          multiline
          minRows={2}
          disabled={readOnly}
          sx={{ gridColumn: '1 / -1' }}
        />
        <Controller
          control={control}
          name="technician"
          render={({ field }) => <TechnicianAutocomplete value={field.value} onChange={field.onChange} disabled={readOnly} />}
        />
        <FormTextField control={control} name="priority" label="Priority" select disabled={readOnly}>
          {SERVICE_ORDER_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {PRIORITY_LABELS[priority]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField control={control} name="promisedDate" label="Promised Date" disabled={readOnly} />
        <ServiceOrderLines control={control} errors={form.formState.errors} readOnly={readOnly} />
        <FormTextField
          control={control}
          name="deposit"
          label="Deposit"
          disabled={readOnly}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField control={control} name="depositPaymentTypeId" label="Deposit Payment Type" select disabled={readOnly}>
          <MenuItem value="">None</MenuItem>
          {paymentTypes
            .filter((type) => type.isActive || type.id === record?.depositPaymentTypeId)
            .map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="notes"
          label="Notes"
          multiline
          minRows={2}
          disabled={readOnly}
          sx={{ gridColumn: '1 / -1' }}
        />
      </RecordFormContent>
      {newCustomer !== null ? (
        <NewCustomerDialog
          initialName={newCustomer}
          onClose={(created) => {
            setNewCustomer(null);
            if (created) form.setValue('customer', created, { shouldValidate: true });
          }}
        />
      ) : null}
    </>
  );
}

/** Create Job Order / Edit Job Order: the item, whose it is, the problem, parts and labour, the deposit and photos (780px). */
export const ServiceOrderFormDialog = recordFormDialog<ServiceOrder>(ServiceOrderForm, CREATION_DIALOG_WIDTH);
