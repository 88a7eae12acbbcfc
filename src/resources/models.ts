import type { PublishedEntityModel } from '../shared/entities/model';
import { apiFetch } from '../providers/httpClient';
import { readFirst } from '../app/first-answers';

/**
 * The entity models published by the server (`GET api/entity-schemas`, public). They are loaded once,
 * before any entity screen renders (for guests too, so that an entity address sends them to sign in),
 * so screens and the data provider read them synchronously.
 */
const models = new Map<string, PublishedEntityModel>();
let loading: Promise<PublishedEntityModel[]> | undefined;

export function loadModels(): Promise<PublishedEntityModel[]> {
  loading ??= readFirst('/api/entity-schemas', async () => (await apiFetch<PublishedEntityModel[]>('/api/entity-schemas')).json).then((json) => {
    models.clear();
    for (const m of json) models.set(m.name, m);
    return json;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Forget the models after signing out: the next account loads them afresh. */
export function resetModels(): void {
  loading = undefined;
  models.clear();
}

export function modelOf(name: string): PublishedEntityModel {
  const model = models.get(name);
  if (!model) throw new Error(`Unknown entity "${name}"`);
  return model;
}

export const allModels = (): PublishedEntityModel[] => [...models.values()];
