import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import type { ProductSummary } from '@/components/movement-lines/movement-line';
import { PermissionGate } from '@/lib/permission-gate';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import type { MovementFormProps } from './movement-document-form';

const PRODUCTS_RESOURCE = 'inventory/products';

/** The product a new document starts with (?productId=), as a line holds it. */
function useInitialProduct(id: number | null) {
  return useQuery({
    queryKey: resourceKeys.detail(PRODUCTS_RESOURCE, id ?? 0),
    queryFn: () => fetchRecord<ProductSummary>(PRODUCTS_RESOURCE, id!),
    enabled: id !== null,
  });
}

export type MovementDocumentPageProps<T extends { id: number }> = {
  /** The page's heading, e.g. 'New Adjustment'. */
  title: string;
  /** The menu area the document belongs to, first in the breadcrumbs (e.g. 'Inventory'). */
  area: string;
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
  const product = useInitialProduct(hasProduct ? productId : null);
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
export function MovementDocumentPage<T extends { id: number }>({ title, area, permission, list, Form }: MovementDocumentPageProps<T>) {
  const header = <PageHeader title={title} breadcrumbs={[{ label: area }, { label: list.label, to: list.path }, { label: title }]} />;
  return (
    <PermissionGate permission={permission} header={header}>
      <Box>
        {header}
        <MovementDocumentPageContent list={list} Form={Form} />
      </Box>
    </PermissionGate>
  );
}
