import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from '@oim/shared/schemas/service';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { userName } from '@/lib/user-name';
import { useChangeServiceOrderStatus } from '../api/change-service-order-status';
import { getServiceOrdersQueryOptions } from '../api/get-service-orders';
import { ageOf, canMoveTo, SERVICE_ORDERS_PATH, SERVICE_ORDER_LIST_RELATIONS, STATUS_LABELS, type ServiceOrder } from '../types';
import { PriorityChip } from './service-order-chips';
import { StatusDialog } from './status-dialog';

const BOARD_FILTER = {
  relations: SERVICE_ORDER_LIST_RELATIONS,
  pagination: { page: 1, pageSize: 500 },
  sort: { column: 'receivedAt', direction: 'asc' as const },
};

/**
 * Left and right arrows jump the lifted card to the middle of the next column it may go to,
 * rather than 25 px at a time.
 */
const nextColumn: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const card = context.collisionRect;
  if (step === 0 || !card) return undefined;
  event.preventDefault();
  const middle = card.left + card.width / 2;
  const order = (context.active?.data.current as { order?: ServiceOrder } | undefined)?.order;
  const columns = context.droppableContainers
    .getEnabled()
    .filter((container) => order && canMoveTo(order, container.id as ServiceOrderStatus))
    .map((container) => context.droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => (a.left - b.left) * step);
  const target = columns.find((rect) => (rect.left + rect.width / 2 - middle) * step > 1);
  if (!target) return currentCoordinates;
  return { x: currentCoordinates.x + target.left + target.width / 2 - middle, y: currentCoordinates.y + target.top + 48 - card.top };
};

/**
 * Only the columns the flow allows for the lifted card take it. A mouse or finger drops on the
 * column under the pointer, or nowhere (the card snaps back): never on a neighbour the dragged
 * card merely overlaps, which once put cards in Cancelled. The keyboard, which has no pointer,
 * goes by overlap.
 */
const allowedColumns: CollisionDetection = (args) => {
  const order = (args.active.data.current as { order?: ServiceOrder } | undefined)?.order;
  const droppableContainers = args.droppableContainers.filter((c) => order && canMoveTo(order, c.id as ServiceOrderStatus));
  if (args.pointerCoordinates) return pointerWithin({ ...args, droppableContainers });
  return rectIntersection({ ...args, droppableContainers });
};

/** Released and Cancelled are looked at rarely: folded to a narrow strip unless opened, so the working columns fit. */
const FOLDABLE: readonly ServiceOrderStatus[] = ['RELEASED', 'CANCELLED'];

/** Dragging never scrolls the board sideways (a card dragged along it stays over the column under the pointer); up and down it may. */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.2 } };

function CardBody({ order, handle }: { order: ServiceOrder; handle?: ReactNode }) {
  return (
    <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Link
          component={RouterLink}
          to={`${SERVICE_ORDERS_PATH}/${order.id}`}
          sx={{ fontWeight: 600 }}
          onPointerDown={(e) => e.stopPropagation()}
        >
          {order.serviceOrderNumber}
        </Link>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" title="In the shop for">
            {ageOf(order.receivedAt)}
          </Typography>
          {handle}
        </Stack>
      </Stack>
      <Typography variant="body2">{order.customer?.customerName ?? order.customerName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[order.itemDescription, order.brand, order.model].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ mt: 0.5, gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <PriorityChip priority={order.priority} />
        {order.assignedTechnician ? <Chip size="small" label={userName(order.assignedTechnician)} /> : null}
      </Stack>
    </CardContent>
  );
}

/** A card moves by dragging it anywhere (mouse, touch); its handle takes the keyboard. */
function BoardCard({ order, movable }: { order: ServiceOrder; movable: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: order.id,
    data: { order },
    disabled: !movable,
  });
  const handle = movable ? (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      {...attributes}
      aria-label={`Move ${order.serviceOrderNumber}`}
      sx={{ cursor: 'grab' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  ) : null;
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid={`job-card-${order.serviceOrderNumber}`}
      {...listeners}
      sx={{
        opacity: isDragging ? 0.4 : 1,
        cursor: movable ? 'grab' : 'default',
        touchAction: movable ? 'manipulation' : 'auto',
        flexShrink: 0,
      }}
    >
      <CardBody order={order} handle={handle} />
    </Card>
  );
}

function BoardColumn({
  status,
  orders,
  dropAllowed,
  dragging,
  collapsed,
  children,
  onToggle,
}: {
  status: ServiceOrderStatus;
  orders: ServiceOrder[];
  dropAllowed: boolean;
  dragging: boolean;
  collapsed?: boolean;
  children: ReactNode;
  onToggle?: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const titleId = `board-column-${status}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      data-testid={`board-column-${status}`}
      data-drop-allowed={dragging ? String(dropAllowed) : undefined}
      variant="outlined"
      data-folded={collapsed ? 'true' : undefined}
      sx={{
        // Narrow screens scroll the board sideways; from 1200 px the columns share the width.
        flex: collapsed ? '0 0 56px' : { xs: '0 0 240px', lg: '1 1 0' },
        width: collapsed ? 56 : { xs: 240, lg: 'auto' },
        minWidth: 0,
        p: collapsed ? 0.5 : 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        bgcolor: isOver && dropAllowed ? 'action.selected' : 'background.default',
        opacity: dragging && !dropAllowed ? 0.5 : 1,
        borderStyle: dragging && dropAllowed ? 'dashed' : 'solid',
        borderColor: dragging && dropAllowed ? 'primary.main' : 'divider',
        minHeight: 200,
      }}
    >
      <Stack
        direction={collapsed ? 'column' : 'row'}
        sx={{ justifyContent: 'space-between', alignItems: 'center', px: collapsed ? 0 : 0.5, gap: 0.5, flexWrap: 'wrap' }}
      >
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h2"
          sx={collapsed ? { writingMode: 'vertical-rl', transform: 'rotate(180deg)', whiteSpace: 'nowrap' } : undefined}
        >
          {STATUS_LABELS[status]}
        </Typography>
        <Chip size="small" label={orders.length} aria-label={`${orders.length} job orders`} />
      </Stack>
      {onToggle ? (
        <Button
          size="small"
          onClick={onToggle}
          aria-label={`${collapsed ? 'Show' : 'Hide'} ${STATUS_LABELS[status]}`}
          sx={collapsed ? { minWidth: 0, px: 0.5 } : undefined}
        >
          {collapsed ? 'Show' : 'Hide'}
        </Button>
      ) : null}
      {children}
    </Paper>
  );
}

/**
 * The job order board: a column per status, cards that move by dragging (mouse, touch, or the
 * keyboard: Space to lift, arrows, Space to drop) to the statuses the flow allows; a refused move
 * snaps back with the server's reason.
 */
export function ServiceOrderBoard() {
  const canMove = useCan('Update Job Order Status');
  const orders = useQuery(getServiceOrdersQueryOptions(BOARD_FILTER));
  const change = useChangeServiceOrderStatus();
  const [moved, setMoved] = useState<Record<number, ServiceOrderStatus>>({});
  const [active, setActive] = useState<ServiceOrder | null>(null);
  const [unfolded, setUnfolded] = useState<Partial<Record<ServiceOrderStatus, boolean>>>({});
  const [cancelling, setCancelling] = useState<ServiceOrder | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextColumn }),
  );

  const rows = useMemo(
    () => (orders.data?.data ?? []).map((o) => (moved[o.id] ? { ...o, status: moved[o.id]! } : o)),
    [orders.data, moved],
  );
  const byStatus = useMemo(() => {
    const groups = Object.fromEntries(SERVICE_ORDER_STATUSES.map((s) => [s, [] as ServiceOrder[]])) as Record<
      ServiceOrderStatus,
      ServiceOrder[]
    >;
    for (const order of rows) groups[order.status].push(order);
    return groups;
  }, [rows]);

  const numberOf = (id: string | number) => rows.find((o) => o.id === id)?.serviceOrderNumber ?? String(id);
  const labelOf = (id: string | number | undefined) => (id ? STATUS_LABELS[id as ServiceOrderStatus] : '');
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${numberOf(a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `${numberOf(a.id)} is over ${labelOf(over.id)}.` : `${numberOf(a.id)} is over no column.`),
    onDragEnd: ({ active: a, over }) => (over ? `${numberOf(a.id)} was dropped on ${labelOf(over.id)}.` : `${numberOf(a.id)} was dropped.`),
    onDragCancel: ({ active: a }) => `Moving ${numberOf(a.id)} was cancelled.`,
  };

  const onDragStart = (event: DragStartEvent) => setActive((event.active.data.current as { order: ServiceOrder }).order);
  const onDragEnd = (event: DragEndEvent) => {
    const order = active;
    setActive(null);
    const to = event.over?.id as ServiceOrderStatus | undefined;
    if (!order || !to || to === order.status || !canMoveTo(order, to)) return;
    // Cancelling needs a reason: the status dialog asks for it.
    if (to === 'CANCELLED') {
      setCancelling(order);
      return;
    }
    setMoved((m) => ({ ...m, [order.id]: to }));
    change.mutate(
      { id: order.id, status: to },
      {
        onSuccess: (answer) => notify.success(answer.message || `${order.serviceOrderNumber} moved to ${STATUS_LABELS[to]}.`),
        onError: (error) => notify.error(errorMessage(error)),
        // The list refetches either way; then the row itself says where the card is.
        onSettled: () =>
          setMoved((m) => {
            const { [order.id]: _gone, ...rest } = m;
            return rest;
          }),
      },
    );
  };

  if (orders.error) return <Alert severity="error">{errorMessage(orders.error, 'The board could not be loaded.')}</Alert>;
  if (!orders.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={allowedColumns}
      autoScroll={AUTO_SCROLL}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a job order, press Space, use the arrow keys to reach another status, and press Space again to drop it.',
        },
      }}
    >
      <Box
        role="region"
        aria-label="Job order board"
        tabIndex={0}
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'flex-start', WebkitOverflowScrolling: 'touch' }}
      >
        {SERVICE_ORDER_STATUSES.map((status) => {
          const list = byStatus[status];
          const foldable = FOLDABLE.includes(status);
          const folded = foldable && !unfolded[status];
          return (
            <BoardColumn
              key={status}
              status={status}
              orders={list}
              dragging={active !== null}
              dropAllowed={active !== null && canMoveTo(active, status)}
              {...(foldable ? { collapsed: folded, onToggle: () => setUnfolded((u) => ({ ...u, [status]: !u[status] })) } : {})}
            >
              {folded
                ? null
                : list.map((order) => (
                    <BoardCard key={order.id} order={order} movable={canMove && status !== 'RELEASED' && status !== 'CANCELLED'} />
                  ))}
            </BoardColumn>
          );
        })}
      </Box>
      {/* No drop animation: the card is already in its new column, and a card flying back over it would take the next press. */}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <Card variant="outlined" sx={{ width: 180, boxShadow: 6, pointerEvents: 'none' }}>
            <CardBody order={active} />
          </Card>
        ) : null}
      </DragOverlay>
      {cancelling ? <StatusDialog order={cancelling} initialStatus="CANCELLED" onClose={() => setCancelling(null)} /> : null}
    </DndContext>
  );
}
