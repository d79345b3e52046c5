import { loadModule, parseSync } from 'libpg-query';
import { GLOBAL_TABLES } from '../../src/db/security';

/**
 * Whether a statement can be routed to one shard of a cluster distributed by tenant_id: every shop
 * table it reads or writes is pinned to one shop, by `tenant_id = <value>` or by `tenant_id` equal to
 * that of a table already pinned (a join, a correlated subquery). Row-level security confines a
 * statement to one shop too, but a distributed planner does not look inside the policy.
 * The SQL is parsed by PostgreSQL's own parser (libpg-query), not matched with patterns.
 */

type Node = Record<string, any>;
type Entry = { name: string; table: string };
type Scope = { entries: Entry[]; pinned: Set<Entry>; outer: Scope | null };

const TENANT = 'tenant_id';
const globalTables = new Set<string>(GLOBAL_TABLES);

let loaded: Promise<void> | null = null;
/** Loads the parser (WebAssembly) once; call before `unroutedTables`. */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

/** A relation of ours that holds shop rows: not a global table, not the catalog, not another schema. */
function isShopRelation(range: Node, ctes: Set<string>): boolean {
  const schema: string | undefined = range.schemaname;
  const name: string = range.relname;
  if (schema && schema !== 'public') return false;
  return !ctes.has(name) && !globalTables.has(name) && !name.startsWith('pg_');
}

/**
 * The shop tables of a statement that are not pinned to one shop, once per occurrence (empty when it
 * routes to one shard, or touches no shop table). Throws when the SQL does not parse.
 */
export function unroutedTables(sql: string): string[] {
  const found: string[] = [];
  const tree = parseSync(sql) as { stmts: { stmt: Node }[] };
  for (const { stmt } of tree.stmts) statement(stmt, null, new Set(), found);
  return found;
}

function statement(node: Node, outer: Scope | null, ctes: Set<string>, found: string[]): void {
  const [kind, body] = Object.entries(node)[0] as [string, Node];
  if (kind === 'SelectStmt') select(body, outer, ctes, found);
  else if (kind === 'InsertStmt') insert(body, outer, ctes, found);
  else if (kind === 'UpdateStmt')
    block(body, outer, withCtes(body, outer, ctes, found), found, body.relation, body.fromClause, body.whereClause);
  else if (kind === 'DeleteStmt')
    block(body, outer, withCtes(body, outer, ctes, found), found, body.relation, body.usingClause, body.whereClause);
  // Anything else (SET, set_config, DDL, LISTEN/NOTIFY, transaction control) reads no shop rows by itself.
}

function withCtes(body: Node, outer: Scope | null, ctes: Set<string>, found: string[]): Set<string> {
  const names = new Set(ctes);
  for (const cte of body.withClause?.ctes ?? []) {
    names.add(cte.CommonTableExpr.ctename);
    statement(cte.CommonTableExpr.ctequery, outer, names, found);
  }
  return names;
}

function select(body: Node, outer: Scope | null, ctes: Set<string>, found: string[]): void {
  const names = withCtes(body, outer, ctes, found);
  if (body.op && body.op !== 'SETOP_NONE') {
    select(body.larg, outer, names, found);
    select(body.rarg, outer, names, found);
    return;
  }
  block(body, outer, names, found, undefined, body.fromClause, body.whereClause);
}

function insert(body: Node, outer: Scope | null, ctes: Set<string>, found: string[]): void {
  const names = withCtes(body, outer, ctes, found);
  const columns: string[] = (body.cols ?? []).map((c: Node) => c.ResTarget.name);
  const source: Node | undefined = body.selectStmt?.SelectStmt;
  // Rows inserted with their tenant_id are routed by it; the rows' source is judged on its own.
  if (isShopRelation(body.relation, names) && !columns.includes(TENANT)) found.push(body.relation.relname);
  if (source) {
    if (source.valuesLists) expressions(source.valuesLists, { entries: [], pinned: new Set(), outer }, names, found);
    else select(source, outer, names, found);
  }
  const scope: Scope = { entries: [], pinned: new Set(), outer };
  expressions([body.onConflictClause, body.returningList], scope, names, found);
}

/** One FROM level (a SELECT, or the target and FROM/USING of an UPDATE or DELETE) and what it holds. */
function block(
  body: Node,
  outer: Scope | null,
  ctes: Set<string>,
  found: string[],
  target: Node | undefined,
  from: Node[] = [],
  where?: Node,
): void {
  const scope: Scope = { entries: [], pinned: new Set(), outer };
  const conditions: Node[] = [];
  const later: Node[] = [];
  if (target) addRange({ RangeVar: target }, scope, ctes, conditions, later);
  for (const item of from) addRange(item, scope, ctes, conditions, later);
  conditions.push(...conjuncts(where));

  const links: [Entry, Entry][] = [];
  for (const condition of conditions) {
    const equal = equality(condition);
    if (!equal) continue;
    const [left, right] = equal.map((side) => (isColumn(side) ? resolveTenant(side, scope) : isValue(side) ? 'value' : null));
    if (left === 'value' && right && typeof right === 'object') pin(right, scope);
    else if (right === 'value' && left && typeof left === 'object') pin(left, scope);
    else if (left && right && typeof left === 'object' && typeof right === 'object') links.push([left, right]);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [a, b] of links) {
      const aPinned = isPinned(a, scope);
      const bPinned = isPinned(b, scope);
      if (aPinned !== bPinned) {
        pin(aPinned ? b : a, scope);
        changed = true;
      }
    }
  }
  for (const entry of scope.entries) if (!scope.pinned.has(entry)) found.push(entry.table);

  for (const item of later) statement(item, scope, ctes, found);
  expressions([body.targetList, where, body.havingClause, body.returningList, body.valuesLists, from], scope, ctes, found);
}

function addRange(item: Node, scope: Scope, ctes: Set<string>, conditions: Node[], later: Node[]): void {
  if (item.RangeVar) {
    if (isShopRelation(item.RangeVar, ctes)) {
      scope.entries.push({ name: item.RangeVar.alias?.aliasname ?? item.RangeVar.relname, table: item.RangeVar.relname });
    }
  } else if (item.JoinExpr) {
    addRange(item.JoinExpr.larg, scope, ctes, conditions, later);
    addRange(item.JoinExpr.rarg, scope, ctes, conditions, later);
    conditions.push(...conjuncts(item.JoinExpr.quals));
  } else if (item.RangeSubselect) {
    // A subquery in FROM is its own level; LATERAL ones may lean on what this level pins.
    later.push(item.RangeSubselect.subquery);
  }
}

function conjuncts(node: Node | undefined): Node[] {
  if (!node) return [];
  if (node.BoolExpr?.boolop === 'AND_EXPR') return node.BoolExpr.args.flatMap(conjuncts);
  return [node];
}

function equality(node: Node): [Node, Node] | null {
  const expr = node.A_Expr;
  if (!expr || expr.kind !== 'AEXPR_OP' || expr.name?.[0]?.String?.sval !== '=') return null;
  return [unwrap(expr.lexpr), unwrap(expr.rexpr)];
}

const unwrap = (node: Node): Node => (node?.TypeCast ? unwrap(node.TypeCast.arg) : node);
const isColumn = (node: Node) => Boolean(node?.ColumnRef);
const isValue = (node: Node) => Boolean(node?.ParamRef || node?.A_Const);

/** The table a `tenant_id` column reference belongs to, looking outwards as PostgreSQL does. */
function resolveTenant(node: Node, scope: Scope): Entry | null {
  const fields: string[] = node.ColumnRef.fields.map((f: Node) => f.String?.sval);
  if (fields.at(-1) !== TENANT) return null;
  const qualifier = fields.length > 1 ? fields.at(-2) : undefined;
  for (let level: Scope | null = scope; level; level = level.outer) {
    if (qualifier) {
      const entry = level.entries.find((e) => e.name === qualifier);
      if (entry) return entry;
    } else if (level.entries.length === 1) return level.entries[0]!;
    else if (level.entries.length > 1) return null;
  }
  return null;
}

function isPinned(entry: Entry, scope: Scope): boolean {
  for (let level: Scope | null = scope; level; level = level.outer) if (level.pinned.has(entry)) return true;
  return false;
}

function pin(entry: Entry, scope: Scope): void {
  for (let level: Scope | null = scope; level; level = level.outer) {
    if (level.entries.includes(entry)) {
      level.pinned.add(entry);
      return;
    }
  }
}

/** Finds the subqueries inside expressions and judges each as a level of its own. */
function expressions(node: unknown, scope: Scope, ctes: Set<string>, found: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) expressions(item, scope, ctes, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Node;
  if (record.SubLink) {
    expressions(record.SubLink.testexpr, scope, ctes, found);
    statement(record.SubLink.subselect, scope, ctes, found);
    return;
  }
  // FROM items were judged by block(); their join conditions may still hold subqueries.
  if (record.RangeVar || record.RangeSubselect) return;
  for (const value of Object.values(record)) expressions(value, scope, ctes, found);
}
