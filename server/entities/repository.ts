import { sql, type SelectQueryBuilder } from 'kysely';
import type { EntityModel, FieldModel } from '../../src/shared/entities/model.js';
import type { Db } from '../database.js';
import type { DialectName, DataVersion } from '../db/connect.js';
import { parseListSort } from '../lists/list-sort.js';
import { conflict, notFound, validationProblem } from '../errors/app-error.js';
import { criteriaCondition, type Criterion } from './criteria.js';
import { entityTables, fromRow, readColumns, toRow, withDefaults, type Entity, type EntityDatabase, type Ref, type Row } from './entity-rows.js';
import { checkReferencesExist, checkUnique, referencesTo } from './integrity.js';
import { ReadCache } from '../db/read-cache.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ListOrders } from './list-orders.js';
import { rowJsonStatement } from './row-json.js';
import { RowTexts } from './row-texts.js';
import { takeTurn } from '../db/write-turns.js';

/** Computes an `x-derived` field of the rows about to be answered (one call per answer, not per row). */
export type Derivation = (entities: Entity[]) => Promise<void>;

/** What a write hook is told besides the row as the write leaves it. */
export interface WriteContext {
  trx: Db;
  /** The row before the write; undefined on create. */
  before?: Entity;
  /** The acting account's login. */
  by: string;
}

/**
 * Runs inside a write's transaction once the row is written: checks rules a JSON Schema cannot say
 * (a widget's configuration against its type's schema; throwing undoes the write), or keeps other
 * rows in step (a moved page's siblings renumbered). The row is read again after the hooks.
 */
export type WriteCheck = (entity: Entity, write: WriteContext) => Promise<void>;

export interface WriteOptions {
  /** The acting account's login, for the `x-audit` fields; `system` for the server's own writes. */
  by?: string;
  /** A transaction of a larger write to take part in, instead of one of its own. */
  trx?: Db;
}

/** List totals remembered (one per entity and set of criteria). */
const TOTALS_CACHED = 2_000;

export interface SortOrder {
  field: FieldModel;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  criteria: Criterion[];
  sort: SortOrder[];
  page: number;
  size: number;
  eager: boolean;
}

/**
 * Reads and writes the rows of every schema-defined entity. Relations come back as `{id, <label>}`
 * (the whole related entity with `eager`), binary data as base64 beside its content type.
 * Every write runs in one transaction, so a failed request leaves nothing behind.
 */
export class EntityRepository {
  private readonly byName: Map<string, EntityModel>;
  /** Counts of the rows matching a list's criteria, while the database is unchanged. */
  private readonly totals: ReadCache<number>;
  /** The ids of lists being paged, in order, while the database is unchanged. */
  private readonly orders: ListOrders;
  /** The statements reading rows as JSON, by entity name (undefined: answered row by row). */
  private readonly rowJsonStatements = new Map<string, ReturnType<typeof rowJsonStatement>>();
  /** The JSON of rows already read, while the database is unchanged. */
  private readonly rowTexts: RowTexts;
  /** The derived fields' computations, by entity name. */
  private readonly derivations = new Map<string, Derivation[]>();
  /** The write checks, by entity name. */
  private readonly writeChecks = new Map<string, WriteCheck[]>();
  /** The entities whose writes take turns: those with write checks. */
  private readonly inTurn = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    models: EntityModel[],
    dataVersion?: DataVersion,
  ) {
    this.byName = new Map(models.map((m) => [m.name, m]));
    this.rowTexts = new RowTexts(dataVersion);
    this.totals = new ReadCache(dataVersion, TOTALS_CACHED);
    this.orders = new ListOrders(dataVersion);
  }

  model(name: string): EntityModel {
    return this.byName.get(name)!;
  }

  /** Lets the server fill the `x-derived` fields of an entity whenever its rows are answered. */
  derive(name: string, derivation: Derivation): void {
    this.derivations.set(name, [...(this.derivations.get(name) ?? []), derivation]);
  }

  /**
   * Lets the server refuse a create or update whose result breaks a rule of its own. A rule reads
   * other rows (a twin, the siblings, the ancestors), so the entity's writes then take turns (see
   * db/write-turns.ts): two at once on two servers would each miss what the other writes.
   */
  checkWrites(name: string, check: WriteCheck): void {
    this.writeChecks.set(name, [...(this.writeChecks.get(name) ?? []), check]);
    this.inTurn.add(name);
  }

  /** Waits for this transaction's turn to write the entity, when its writes take turns (it has write checks); operations that read before they write call it first. */
  async takeTurn(trx: Db, model: EntityModel): Promise<void> {
    if (this.inTurn.has(model.name)) await takeTurn(trx, this.dialect, model.name);
  }

  private async written(model: EntityModel, id: number, write: WriteContext): Promise<Entity> {
    const checks = this.writeChecks.get(model.name) ?? [];
    const entity = await this.get(model, id, false, write.trx);
    for (const check of checks) await check(entity, write);
    return checks.length ? this.get(model, id, false, write.trx) : entity;
  }

  /** Runs a write of the entity in the caller's transaction, or in one of its own, in its turn. */
  private transaction<T>(db: Db, model: EntityModel, options: WriteOptions, work: (trx: Db) => Promise<T>): Promise<T> {
    const inTurn = async (trx: Db) => {
      await this.takeTurn(trx, model);
      return work(trx);
    };
    return options.trx ? inTurn(options.trx) : db.transaction().execute(inTurn);
  }

  /**
   * The columns of the `x-audit` fields a write sets: the acting account and the time on every write,
   * the creator's too on create. For writes of the server's own (a page's siblings renumbered).
   */
  auditRow(model: EntityModel, by: string, created = false): Row {
    const now = new Date().toISOString();
    const values: Record<string, string> = created
      ? { createdBy: by, createdDate: now, lastModifiedBy: by, lastModifiedDate: now }
      : { lastModifiedBy: by, lastModifiedDate: now };
    const row: Row = {};
    for (const f of model.fields) if (f.audit && f.audit in values) row[f.column!] = values[f.audit];
    return row;
  }

  /** The statement that reads rows of the entity as JSON (see row-json.ts), made on first use. */
  private rowJson(model: EntityModel) {
    if (!this.rowJsonStatements.has(model.name))
      this.rowJsonStatements.set(model.name, rowJsonStatement(this.db, model, (name) => this.model(name), this.dialect));
    return this.rowJsonStatements.get(model.name);
  }

  /** One page of rows as JSON text, and the count of all that match; `at`: the data version the caller has just read. */
  async listJson(model: EntityModel, query: ListQuery, at?: string): Promise<{ json: string; total: number }> {
    const statement = this.rowJson(model);
    // Answered row by row, never kept: derived values change while the rows do not (a licence expires), eager
    // relations are whole rows of other entities, and some models are too wide for one JSON object (row-json.ts).
    if (this.derivations.has(model.name) || query.eager || !statement) {
      const { items, total } = await this.list(model, query);
      return { json: JSON.stringify(items), total };
    }
    const { ids, total } = await this.pageIds(model, query, at);
    const texts = await this.rowTexts.of(model.name, ids, async (missing) => (await this.db.executeQuery(statement(missing))).rows, at);
    return { json: `[${texts.join(',')}]`, total };
  }

  /** One page of rows and the count of all that match. */
  async list(model: EntityModel, query: ListQuery): Promise<{ items: Entity[]; total: number }> {
    const { ids, total } = await this.pageIds(model, query);
    return { items: await this.toEntities(this.db, model, await this.rowsById(model, ids), query.eager), total };
  }

  /**
   * The ids of one page of a list, in order, and the count of all rows that match: a slice of the
   * list's kept order when it is being paged (see ListOrders), else read from the sort's index.
   */
  private async pageIds(model: EntityModel, query: ListQuery, at?: string): Promise<{ ids: number[]; total: number }> {
    const where = criteriaCondition(model, this.dialect, query.criteria);
    const ids = () => {
      const select = this.inOrder(model, query.sort, entityTables(this.db).selectFrom(model.table).select('id'));
      return where ? select.where(where) : select;
    };
    const offset = query.page * query.size;
    // The total depends on the criteria alone: every page and order of one list shares it while the data stands.
    const countKey = JSON.stringify([model.name, query.criteria.map((c) => [c.field.name, c.operator, c.values])]);
    const orderKey = JSON.stringify([countKey, query.sort.map((s) => [s.field.name, s.direction])]);
    const order = await this.orders.find(orderKey, async (limit) => (await ids().limit(limit).execute()).map((row) => Number(row.id)), at);
    if (order) return { ids: Array.from(order.subarray(offset, offset + query.size)), total: order.length };
    let count = entityTables(this.db).selectFrom(model.table).select((eb) => eb.fn.countAll<number>().as('total'));
    if (where) count = count.where(where);
    const counted = async () => (await count.executeTakeFirstOrThrow()).total;
    const [rows, total] = await Promise.all([
      ids().limit(query.size).offset(offset).execute(),
      this.totals.get(countKey, counted, at),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  /** The query in the list's order; ties are broken by id in the direction of the last order, so that an index on (column, id) is read in one direction. */
  private inOrder<Q extends SelectQueryBuilder<EntityDatabase, string, object>>(model: EntityModel, sort: SortOrder[], select: Q): Q {
    let ordered = select;
    for (const { field, direction } of sort) ordered = ordered.orderBy(sql.ref(`${model.table}.${field.column}`), direction) as Q;
    if (!sort.some((s) => s.field.kind === 'id')) ordered = ordered.orderBy(sql.ref(`${model.table}.id`), sort.at(-1)?.direction ?? 'asc') as Q;
    return ordered;
  }

  /** The rows of these ids, in the ids' order (a row deleted since the ids were read is left out). */
  private async rowsById(model: EntityModel, ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const rows = await entityTables(this.db).selectFrom(model.table).select(readColumns(model)).$castTo<Row>().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  async get(model: EntityModel, id: number, eager = false, db: Db = this.db): Promise<Entity> {
    const row = await entityTables(db).selectFrom(model.table).select(readColumns(model)).$castTo<Row>().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`${model.title} ${id} does not exist`);
    return (await this.toEntities(db, model, [row], eager))[0];
  }

  async create(model: EntityModel, body: Row, options: WriteOptions = {}): Promise<Entity> {
    const by = options.by ?? 'system';
    return this.derived(model, options, this.uniquely(model, body, (db) => this.transaction(db, model, options, async (trx) => {
      const values = withDefaults(model, body);
      await checkReferencesExist(trx, model, values, (name) => this.model(name));
      await checkUnique(trx, this.dialect, model, values);
      const row = { ...toRow(model, this.dialect, values), ...this.auditRow(model, by, true) };
      const insert = entityTables(trx).insertInto(model.table);
      const inserted = await (Object.keys(row).length ? insert.values(row) : insert.defaultValues())
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      await this.writeJoins(trx, model, id, values, false);
      return this.written(model, id, { trx, by });
    })));
  }

  /** Replaces every field (PUT), or only those present in `changes` (PATCH). */
  async update(model: EntityModel, id: number, changes: Row, partial: boolean, options: WriteOptions = {}): Promise<Entity> {
    const by = options.by ?? 'system';
    return this.derived(model, options, this.uniquely(model, changes, (db) => this.transaction(db, model, options, async (trx) => {
      const exists = await entityTables(trx).selectFrom(model.table).select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound(`${model.title} ${id} does not exist`);
      const before = this.writeChecks.has(model.name) ? await this.get(model, id, false, trx) : undefined;
      // An update that leaves a writeOnly value out (or sends null) keeps the stored one.
      const kept = { ...changes };
      for (const f of model.fields) if (f.writeOnly && kept[f.name] == null) delete kept[f.name];
      const values = partial ? kept : withDefaults(model, kept, true);
      await checkReferencesExist(trx, model, values, (name) => this.model(name));
      await checkUnique(trx, this.dialect, model, values, id);
      const row = { ...toRow(model, this.dialect, values, partial, true), ...this.auditRow(model, by) };
      if (Object.keys(row).length) await entityTables(trx).updateTable(model.table).set(row).where('id', '=', id).execute();
      await this.writeJoins(trx, model, id, values, partial);
      return this.written(model, id, { trx, before, by });
    })));
  }

  /**
   * The entity written, with its derived fields computed once its transaction is over (inside a
   * caller's transaction they are not: SQLite's one connection is taken until it ends).
   */
  private async derived(model: EntityModel, options: WriteOptions, written: Promise<Entity>): Promise<Entity> {
    const entity = await written;
    if (!options.trx) await this.applyDerivations(model, [entity]);
    return entity;
  }

  private async applyDerivations(model: EntityModel, entities: Entity[]): Promise<void> {
    for (const derivation of this.derivations.get(model.name) ?? []) await derivation(entities);
  }

  /**
   * Runs a write; should two writes race for one unique value, the database refuses the second,
   * which is answered like the check before the write (400 `Unique`), not as a server failure.
   */
  private async uniquely<T>(model: EntityModel, values: Row, write: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await write(this.db);
    } catch (error) {
      const unique = model.fields.filter((f) => f.unique && values[f.name] != null);
      if (unique.length && isUniqueViolation(error))
        throw validationProblem(
          model.name,
          unique.map((f) => ({ objectName: model.name, field: f.name, message: 'Unique' })),
          'A value that must be unique is already used',
        );
      throw error;
    }
  }

  async delete(model: EntityModel, id: number, options: WriteOptions = {}): Promise<void> {
    await this.transaction(this.db, model, options, async (trx) => {
      const exists = await entityTables(trx).selectFrom(model.table).select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound(`${model.title} ${id} does not exist`);
      const users = await referencesTo(trx, this.byName.values(), model, id);
      if (users.length)
        throw conflict(`${model.title} ${id} is still used by ${users.join(', ')}; change or delete those first`, 'error.referenced');
      await entityTables(trx).deleteFrom(model.table).where('id', '=', id).execute();
    });
  }

  /** The stored writeOnly value of a row, for the server's own use (never for a response). */
  async secret(model: EntityModel, id: number, field: string): Promise<unknown> {
    const f = model.fields.find((x) => x.name === field && x.writeOnly);
    if (!f) throw new Error(`${model.name}.${field} is not a writeOnly field`);
    const row = await entityTables(this.db).selectFrom(model.table).select(`${f.column!} as value`).where('id', '=', id).executeTakeFirst();
    return row?.value ?? null;
  }

  private async writeJoins(db: Db, model: EntityModel, id: number, values: Row, partial: boolean) {
    for (const [fieldName, join] of Object.entries(model.joins)) {
      if (partial && !(fieldName in values)) continue;
      await entityTables(db).deleteFrom(join.table).where(join.ownerColumn, '=', id).execute();
      const ids = [...new Set(((values[fieldName] as Ref[] | null) ?? []).map((r) => r.id))];
      if (ids.length)
        await entityTables(db)
          .insertInto(join.table)
          .values(ids.map((target) => ({ [join.ownerColumn]: id, [join.targetColumn]: target })))
          .execute();
    }
  }

  private async toEntities(db: Db, model: EntityModel, rows: Row[], eager: boolean): Promise<Entity[]> {
    const entities = rows.map((row) => fromRow(model, row));
    if (!entities.length) return entities;
    // Inside a transaction the derivations wait for its end (SQLite has one connection): create and update apply them after it.
    if (db === this.db) await this.applyDerivations(model, entities);
    // The relations are read side by side: on PostgreSQL each is a round trip (SQLite runs them in turn anyway).
    await Promise.all(model.fields.map((field) => this.relate(db, model, field, entities, eager)));
    return entities;
  }

  /** Fills one relation field of the entities: `{id, label}` (or the whole related entity when eager), a list of them for many-to-many. */
  private async relate(db: Db, model: EntityModel, field: FieldModel, entities: Entity[], eager: boolean): Promise<void> {
    if (field.kind === 'reference') {
      const ids = [...new Set(entities.map((e) => e[field.name] as number | null).filter((v) => v != null))];
      const refs = await this.references(db, this.model(field.ref!), ids, eager);
      for (const e of entities) e[field.name] = e[field.name] == null ? null : (refs.get(e[field.name] as number) ?? null);
    } else if (field.kind === 'references') {
      const join = model.joins[field.name];
      const links = await entityTables(db)
        .selectFrom(join.table)
        .select([`${join.ownerColumn} as owner`, `${join.targetColumn} as target`])
        .where(join.ownerColumn, 'in', entities.map((e) => e.id))
        .orderBy(join.targetColumn)
        .execute();
      const refs = await this.references(db, this.model(field.ref!), [...new Set(links.map((l) => l.target as number))], eager);
      for (const e of entities) e[field.name] = [];
      const byId = new Map(entities.map((e) => [e.id, e]));
      for (const l of links) (byId.get(l.owner as number)![field.name] as Ref[]).push(refs.get(l.target as number)!);
    }
  }

  /** Related rows by id: `{id, label}`, or the whole entity (its own relations as `{id}`) when eager. */
  private async references(db: Db, target: EntityModel, ids: number[], eager: boolean): Promise<Map<number, Ref>> {
    if (!ids.length) return new Map();
    const columns = eager ? readColumns(target) : ['id', `${target.fields.find((f) => f.name === target.labelField)!.column} as ${target.labelField}`];
    const rows = await entityTables(db).selectFrom(target.table).select(columns).$castTo<Row>().where('id', 'in', ids).execute();
    return new Map(
      rows.map((row) => {
        const entity = eager ? fromRow(target, row) : ({ id: Number(row.id), [target.labelField]: row[target.labelField] } as Ref);
        if (eager) for (const f of target.fields) if (f.kind === 'reference' && entity[f.name] != null) entity[f.name] = { id: entity[f.name] };
        return [entity.id, entity];
      }),
    );
  }
}

/** Parses `sort=field,asc` values (repeatable) into orders; unknown or unsortable fields are a 400. */
export function parseSort(model: EntityModel, raw: string | string[] | undefined): SortOrder[] {
  // The schema's order applies when none is asked for (and its fields are in view: a guest list's may not be).
  const fallback = model.defaultSort?.filter((s) => model.fields.some((f) => f.name === s.split(',')[0]));
  const asked = raw ?? (fallback?.length ? fallback : undefined);
  const sortable = model.fields.filter((f) => f.column && f.kind !== 'binary' && !f.writeOnly);
  const orders = parseListSort(asked, sortable.map((f) => f.name), model.plural).map(([name, direction]): SortOrder => ({ field: sortable.find((f) => f.name === name)!, direction }));
  return orders.length ? orders : [{ field: model.fields.find((f) => f.kind === 'id')!, direction: 'asc' }];
}
