import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productNameWords, productWords } from '../../db/schema/inventory';

/** The first string after every string that starts with prefix (in byte order, as text_pattern_ops sorts). */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return last >= 0xffff ? `${prefix}\u{10ffff}` : `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** More words than this hold the fragment: it is common, and reading names in order finds a page at once. */
const MAX_WORDS = 100;

/**
 * Active products whose name holds the term, in name order, found through the words of the names
 * (product_words, product_name_words): the longest run of letters and digits of the term lies in
 * one word of every such name, so the words holding it are looked up (a scan of the shop's few
 * distinct words), then each word's active products are read in name order (=, which row-level
 * security lets the index serve) until a page matches the whole term. Reading every name in order
 * instead costs up to all 200k names when the matches come late (a brand starting with T).
 * Undefined when the words cannot narrow the search (a run under 3 characters, or too many words):
 * the caller reads names in order then.
 */
export async function productsByNameWords(tx: Tx, term: string, limit: number): Promise<number[] | undefined> {
  // ASCII letters and digits only: the database splits names at least there, whatever its locale.
  const run = (term.match(/[a-z0-9]+/g) ?? []).reduce((longest, r) => (r.length > longest.length ? r : longest), '');
  if (run.length < 3) return undefined;
  const words = await tx
    .select({ word: productWords.word })
    .from(productWords)
    .where(sql`${productWords.word} like ${`%${escapeLike(run)}%`}`)
    .limit(MAX_WORDS + 1);
  if (words.length > MAX_WORDS) return undefined;
  if (words.length === 0) return [];
  const found = await tx.execute<{ product_id: string }>(sql`
    select product_id from (
      select distinct on (x.product_id) x.product_id, x.name_key
        from (values ${sql.join(
          words.map((w) => sql`(${w.word})`),
          sql`, `,
        )}) as w(word)
        cross join lateral (
          select pw.product_id, pw.name_key from ${productNameWords} pw
           where pw.word = w.word and pw.is_active and pw.name_key like ${`%${escapeLike(term)}%`}
           order by pw.name_key, pw.product_id
           limit ${limit}) x
       order by x.product_id) found
     order by name_key, product_id
     limit ${limit}`);
  return found.rows.map((r) => Number(r.product_id));
}
