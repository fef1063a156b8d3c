import type { JsonStore } from '../store/json-store';
import type { Company, Entity, EntityName, QboState } from './model';

/** Creates and updates entities in one company, keeping Ids, SyncTokens and MetaData as Intuit does. */
export class Books {
  constructor(private readonly store: JsonStore<QboState>) {}

  create(company: Company, name: EntityName, fields: Record<string, unknown>): Entity {
    return this.store.update(() => {
      const now = new Date().toISOString();
      const { Id: _id, SyncToken: _sync, MetaData: _meta, sparse: _sparse, ...rest } = fields;
      const entity: Entity = {
        ...rest,
        Id: String(company.nextId++),
        SyncToken: '0',
        MetaData: { CreateTime: now, LastUpdatedTime: now },
      };
      company.entities[name][entity.Id] = entity;
      return entity;
    });
  }

  /** A sparse update merges the given fields; a full update replaces everything but the bookkeeping. */
  update(
    company: Company,
    name: EntityName,
    existing: Entity,
    fields: Record<string, unknown>,
  ): Entity {
    return this.store.update(() => {
      const { Id: _id, SyncToken: _sync, MetaData: _meta, sparse, ...rest } = fields;
      const base = sparse === true ? existing : { Id: existing.Id };
      const updated: Entity = {
        ...base,
        ...rest,
        Id: existing.Id,
        SyncToken: String(Number(existing.SyncToken) + 1),
        MetaData: {
          CreateTime: existing.MetaData.CreateTime,
          LastUpdatedTime: new Date().toISOString(),
        },
      };
      company.entities[name][existing.Id] = updated;
      return updated;
    });
  }
}
