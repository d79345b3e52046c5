/**
 * What every document shares, whichever module keeps it: its gap-free number series per shop,
 * the Idempotency-Key record that makes a repeated request answer the first answer, the void
 * columns and the stamp a void writes into them.
 */
export { DOCUMENT_PREFIXES, documentNumbersFor, findNumbered, nextDocumentNumber, takeNumberSql, type DocumentKind } from './number-series';
export { checkKey, claimKey, claimStatement, isKey, rememberAnswer, replayOf, requestHash, type KeyClaim } from './idempotency';
export { voidColumns } from '../../db/schema/columns';
export { voidStamp } from './void-stamp';
