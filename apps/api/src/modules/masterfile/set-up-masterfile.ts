import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { paymentTypes, stockLocations, unitClasses, unitsOfMeasure } from '../../db/schema/masterfile';
import { userRoles } from '../../db/schema/rbac';
import { hashPassword } from '../../platform/auth/passwords';

const PAYMENT_TYPES = [
  { name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false },
  { name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Maya', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Card', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Bank Transfer', category: 'IMMEDIATE', requiresReferenceNumber: true },
  { name: 'Charge', category: 'TRADE_CREDIT', requiresReferenceNumber: false },
  { name: 'Installment', category: 'INSTALLMENT', requiresReferenceNumber: false },
] as const;

/** A new shop's masterfile: the common payment types, a Main Store location and a Count unit class. */
export async function setUpMasterfile(tx: Tx, tenantId: number): Promise<{ cashPaymentTypeId: number; mainStoreId: number }> {
  const types = await tx
    .insert(paymentTypes)
    .values(PAYMENT_TYPES.map((p) => ({ tenantId, ...p })))
    .returning({ id: paymentTypes.id, name: paymentTypes.name });
  const [location] = await tx
    .insert(stockLocations)
    .values({ tenantId, name: 'Main Store', code: 'MAIN' })
    .returning({ id: stockLocations.id });
  // A first unit class, so products can be made on day one.
  const [count] = await tx
    .insert(unitClasses)
    .values({ tenantId, name: 'Count', description: 'Things counted one by one.' })
    .returning({ id: unitClasses.id });
  await tx.insert(unitsOfMeasure).values([
    { tenantId, unitClassId: count!.id, unit: 'piece', factor: '1', isBase: true },
    { tenantId, unitClassId: count!.id, unit: 'dozen', factor: '12', isBase: false },
  ]);
  return { cashPaymentTypeId: types.find((t) => t.name === 'Cash')!.id, mainStoreId: location!.id };
}

/** A new shop's first user, holding the given (Administrator) role. */
export async function createShopAdministrator(
  tx: Tx,
  tenantId: number,
  admin: { email: string; password: string; roleId: number },
): Promise<{ userId: number }> {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      firstname: 'Store',
      lastname: 'Administrator',
      displayName: 'Administrator',
      email: admin.email.toLowerCase(),
      passwordHash: await hashPassword(admin.password),
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ tenantId, userId: user!.id, roleId: admin.roleId });
  return { userId: user!.id };
}
