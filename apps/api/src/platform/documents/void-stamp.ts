/**
 * What a void writes on a document: it stays, marked VOIDED with who voided it, when and why
 * (the columns of `voidColumns()`).
 */
export function voidStamp(userId: number, reason: string | null, at: Date = new Date()) {
  return { status: 'VOIDED' as const, voidedBy: userId, voidedAt: at, voidReason: reason };
}
