import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Box, CircularProgress } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { useProduct } from '../../api/get-product';
import type { MovementFormProps } from './movement-document-form';

export type MovementDocumentPageProps<T extends { id: number }> = {
  /** The page's heading, e.g. 'New Adjustment'. */
  title: string;
  /** The permission to create the document. */
  permission: string;
  /** The document list: its breadcrumb, and where a posted document opens (`{path}/{id}`). */
  list: { label: string; path: string };
  Form: ComponentType<MovementFormProps<T>>;
};

function MovementDocumentPageContent<T extends { id: number }>({ list, Form }: Pick<MovementDocumentPageProps<T>, 'list' | 'Form'>) {
  const navigate = useNavigate();
  const productId = Number(useSearchParams()[0].get('productId'));
  const hasProduct = Number.isSafeInteger(productId) && productId > 0;
  const product = useProduct(hasProduct ? productId : null);
  if (hasProduct && product.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  return (
    <Form
      initialProduct={product.data?.type === 'PRODUCT' ? product.data : null}
      onPosted={(document) => void navigate(`${list.path}/${document.id}`, { replace: true })}
      onCancel={() => void navigate(-1)}
    />
  );
}

/** The page of a new stock movement document ({list}/new[?productId=]): its form, started with the product given. */
export function MovementDocumentPage<T extends { id: number }>({ title, permission, list, Form }: MovementDocumentPageProps<T>) {
  const header = (
    <PageHeader title={title} breadcrumbs={[{ label: 'Inventory' }, { label: list.label, to: list.path }, { label: title }]} />
  );
  return (
    <PermissionGate permission={permission} header={header}>
      <Box>
        {header}
        <MovementDocumentPageContent list={list} Form={Form} />
      </Box>
    </PermissionGate>
  );
}
