import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { buildEntityModel, checkReferences, type EntityModel } from '../../src/shared/entities/model.js';

export const ENTITY_SCHEMA_DIR = path.join(ROOT_DIR, 'schemas', 'entities');

/** Loads every `*.schema.json` of the built-in folder and of the extra folders, in that order. */
export function loadEntityModels(extraDirs: string[] = []): EntityModel[] {
  const models: EntityModel[] = [];
  for (const dir of [ENTITY_SCHEMA_DIR, ...extraDirs]) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
      const source = path.join(dir, file);
      const model = buildEntityModel(JSON.parse(fs.readFileSync(source, 'utf8')), source);
      const clash = models.find((m) => m.name === model.name || m.api === model.api || m.table === model.table);
      if (clash) throw new Error(`${source}: entity "${model.name}" clashes with "${clash.name}"`);
      models.push(model);
    }
  }
  checkReferences(models);
  return models;
}
