import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductMatch } from '@oim/shared/schemas/pos';
import { type Tx, shopOf } from '../../db/client';
import { productBarcodes, productNameWords, productWordTrigrams, productWords, products } from '../../db/schema/inventory';
import { escapeLike } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';

/** The first string after every string that starts with prefix (in byte order, as text_pattern_ops sorts). */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return last >= 0xffff ? `${prefix}\u{10ffff}` : `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
}

export type ProductHit = { id: number; match: ProductMatch };

/** More words than this hold a typed word: it is common, and reading names in order finds a page at once. */
const MAX_WORDS = 100;
/** The words of the term looked at; the rest of a long term is ignored. */
const MAX_TOKENS = 8;
/** pg_trgm's default similarity threshold: a word this alike to a typed one counts as a typo of it. */
const SIMILARITY = 0.3;
/** Mistyped words shorter than this have too few trigrams to tell a typo from another word. */
const MIN_TYPO_LENGTH = 3;
/** The most words taken as typos of one typed word (the most alike). */
const MAX_SIMILAR = 30;
/** How finely likeness ranks words (a rank per hundredth of similarity). */
const RANKS = 100;

const active = eq(products.isActive, true);
/** A text[] of the values, each a bound parameter. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const containsAll = (tokens: string[]) => tokens.map((t) => sql`${productNameWords.nameKey} like ${`%${escapeLike(t)}%`}`);

/** Products by barcode (exact), SKU (exact) and SKU prefix, in that order; only leakproof comparisons, so the indexes serve under row-level security. */
async function productsByCode(tx: Tx, raw: string, key: string, limit: number): Promise<ProductHit[]> {
  const shop = shopOf(tx);
  const found = await tx.execute<{ id: string; match: ProductMatch }>(sql`
    (select p.id, 'barcode' as match from ${productBarcodes} b join ${products} p on p.tenant_id = b.tenant_id and p.id = b.product_id
      where b.tenant_id = ${shop} and b.barcode = ${raw} and p.is_active)
    union all
    (select id, 'sku' from ${products} where tenant_id = ${shop} and sku_key = ${key} and is_active)
    union all
    (select id, 'skuPrefix' from ${products}
      where tenant_id = ${shop} and sku_key ~>=~ ${key} and sku_key ~<~ ${prefixEnd(key)} and sku_key <> ${key} and is_active
      order by sku_key using ~<~ limit ${limit})`);
  return found.rows.map((r) => ({ id: Number(r.id), match: r.match }));
}

type Token = { text: string; words: string[]; overflow: boolean };

/**
 * The words of the term as the database splits names (product_name_words_of), each with the
 * shop's words holding it (product_words: a scan of the shop's distinct words, not its products).
 */
async function tokensOf(tx: Tx, key: string): Promise<Token[]> {
  const found = await tx.execute<{ token: string; word: string | null }>(sql`
    select tok.t as token, w.word
      from (select t from product_name_words_of(${key}) t order by length(t) desc, t limit ${MAX_TOKENS}) tok
      left join lateral (select ${productWords.word} as word from ${productWords}
                          where ${productWords.tenantId} = ${shopOf(tx)} and ${productWords.word} like '%' || tok.t || '%' limit ${MAX_WORDS + 1}) w on true`);
  const tokens = new Map<string, Token>();
  for (const { token, word } of found.rows) {
    const t = tokens.get(token) ?? { text: token, words: [], overflow: false };
    if (word !== null) t.words.push(word);
    t.overflow = t.words.length > MAX_WORDS;
    tokens.set(token, t);
  }
  return [...tokens.values()];
}

/**
 * Active products under each of `words` (with a rank each), read per word in name order from
 * product_name_words (=, which row-level security lets the index serve) until a page passes
 * `filters`; best rank first, then name order.
 */
async function productsUnderWords(
  tx: Tx,
  words: { word: string; rank: number }[],
  filters: ReturnType<typeof sql>[],
  limit: number,
): Promise<number[]> {
  if (words.length === 0) return [];
  const found = await tx.execute<{ product_id: string }>(sql`
    select product_id from (
      select distinct on (x.product_id) x.product_id, x.name_key, x.rank
        from (values ${sql.join(
          words.map((w) => sql`(${w.word}, ${w.rank}::int)`),
          sql`, `,
        )}) as w(word, rank)
        cross join lateral (
          select ${productNameWords.productId} as product_id, ${productNameWords.nameKey} as name_key, w.rank from ${productNameWords}
           where ${and(eq(productNameWords.tenantId, shopOf(tx)), sql`${productNameWords.word} = w.word`, eq(productNameWords.isActive, true), ...filters)}
           order by ${productNameWords.nameKey}, ${productNameWords.productId}
           limit ${limit}) x
       order by x.product_id, x.rank) found
     order by rank, name_key, product_id
     limit ${limit}`);
  return found.rows.map((r) => Number(r.product_id));
}

/** How well a word matches a typed word: equal, starting with it, or holding it. */
const wordRank = (word: string, token: string) => (word === token ? 0 : word.startsWith(token) ? 1 : 2);

/**
 * Active products whose name holds every typed word, words that start with the typed word first,
 * then in name order. The typed word found in the fewest of the shop's words leads: its words'
 * products are read in name order and kept when their names hold the other typed words. When every
 * typed word is too common to narrow the search (or none has a letter or digit), names are read in
 * order instead, which finds a page at once for common fragments.
 */
async function productsByName(tx: Tx, key: string, tokens: Token[], limit: number): Promise<number[]> {
  if (tokens.some((t) => !t.overflow && t.words.length === 0)) return [];
  const leads = tokens.filter((t) => !t.overflow).sort((a, b) => a.words.length - b.words.length);
  const lead = leads[0];
  if (!lead) {
    const terms = tokens.length > 0 ? tokens.map((t) => t.text) : [key];
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(shopWhere(tx, products, and(active, ...terms.map((t) => sql`${products.nameKey} like ${`%${escapeLike(t)}%`}`))))
      .orderBy(asc(products.nameKey), asc(products.id))
      .limit(limit);
    return found.map((f) => f.id);
  }
  const others = tokens.filter((t) => t !== lead).map((t) => t.text);
  return productsUnderWords(
    tx,
    lead.words.map((word) => ({ word, rank: wordRank(word, lead.text) })),
    containsAll(others),
    limit,
  );
}

/**
 * The shop's words alike to each typed word of at least MIN_TYPO_LENGTH characters (trigram
 * similarity of pg_trgm), found through product_word_trigrams by the trigrams they share.
 */
async function similarWords(tx: Tx, tokens: string[]): Promise<Map<string, { word: string; similarity: number }[]>> {
  const typed = tokens.filter((t) => [...t].length >= MIN_TYPO_LENGTH);
  const similar = new Map<string, { word: string; similarity: number }[]>();
  if (typed.length === 0) return similar;
  const found = await tx.execute<{ token: string; word: string; similarity: number }>(sql`
    select t.token, s.word, s.similarity from unnest(${textArray(typed)}) as t(token)
    cross join lateral (
      select g.word, similarity(g.word, t.token) as similarity from (
        select ${productWordTrigrams.word} as word from ${productWordTrigrams}
         where ${productWordTrigrams.tenantId} = ${shopOf(tx)} and ${productWordTrigrams.trigram} = any(show_trgm(t.token))
         group by ${productWordTrigrams.word}
        having count(*) >= ceil(${sql.raw(String(SIMILARITY))} * cardinality(show_trgm(t.token)))) g
       where similarity(g.word, t.token) >= ${sql.raw(String(SIMILARITY))}
       order by 2 desc, 1 limit ${MAX_SIMILAR}) s`);
  for (const row of found.rows)
    similar.set(row.token, [...(similar.get(row.token) ?? []), { word: row.word, similarity: Number(row.similarity) }]);
  return similar;
}

/**
 * Active products whose name has, for every typed word, a word holding it or alike to it (a typo),
 * the closest first. Only typed words of at least MIN_TYPO_LENGTH characters may be mistyped.
 */
async function productsBySimilarWords(tx: Tx, tokens: Token[], limit: number): Promise<number[]> {
  const similar = await similarWords(
    tx,
    tokens.map((t) => t.text),
  );
  if (similar.size === 0) return [];
  const candidates = tokens.map((t) => {
    const alike = similar.get(t.text) ?? [];
    const words = t.overflow
      ? null
      : [...new Map([...t.words.map((w) => [w, 1] as const), ...alike.map((a) => [a.word, a.similarity] as const)]).entries()];
    return { token: t, words };
  });
  if (candidates.some((c) => c.words !== null && c.words.length === 0)) return [];
  const lead = candidates.filter((c) => c.words !== null && similar.has(c.token.text)).sort((a, b) => a.words!.length - b.words!.length)[0];
  if (!lead) return [];
  const filters = candidates
    .filter((c) => c !== lead)
    .map((c) =>
      c.words === null || !similar.has(c.token.text)
        ? sql`${productNameWords.nameKey} like ${`%${escapeLike(c.token.text)}%`}`
        : sql`exists (select 1 from product_name_words_of(${productNameWords.nameKey}) nw where nw = any(${textArray(c.words.map(([w]) => w))}))`,
    );
  // Ranked by how alike the leading word is: 0 for a word holding what was typed, up to RANKS.
  const ranked = lead.words!.map(([word, similarity]) => ({ word, rank: Math.round((1 - similarity) * RANKS) }));
  return productsUnderWords(tx, ranked, filters, limit);
}

/**
 * What a cashier types, found in one box: an exact barcode or SKU first, then SKUs starting with
 * it, then names holding every typed word, then names with words alike to the typed ones (a typo).
 * Each product once, at its best match; active products only.
 */
export async function searchProducts(tx: Tx, typed: string, limit: number): Promise<ProductHit[]> {
  const raw = typed.trim();
  const key = raw.toLowerCase();
  // Nothing typed: the first page in name order.
  if (key === '') return (await productsByName(tx, key, [], limit)).map((id) => ({ id, match: 'name' }));
  const hits: ProductHit[] = [];
  const seen = new Set<number>();
  const add = (ids: number[], match: ProductMatch) => {
    for (const id of ids.filter((i) => !seen.has(i)).slice(0, limit - hits.length)) {
      seen.add(id);
      hits.push({ id, match });
    }
  };
  for (const hit of await productsByCode(tx, raw, key, limit)) add([hit.id], hit.match);
  if (hits.length >= limit) return hits;
  const tokens = await tokensOf(tx, key);
  add(await productsByName(tx, key, tokens, limit), 'name');
  if (hits.length >= limit || tokens.length === 0) return hits;
  add(await productsBySimilarWords(tx, tokens, limit), 'similar');
  return hits;
}
