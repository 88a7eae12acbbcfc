import type { PublishedEntityModel } from '../shared/entities/model';
import { apiFetch } from '../providers/httpClient';
import { takeFirstAnswer } from '../common/first-answers';
import { MODELS_READ } from '../shared/first-answers';

/**
 * The entity models published by the server (`GET api/entity-schemas`, public). They are loaded once,
 * before any entity screen renders (for guests too, so that an entity address sends them to sign in),
 * so screens and the data provider read them synchronously.
 */
const models = new Map<string, PublishedEntityModel>();
let loading: Promise<PublishedEntityModel[]> | undefined;

export function loadModels(): Promise<PublishedEntityModel[]> {
  loading ??= apiFetch<PublishedEntityModel[]>(MODELS_READ).then(({ json }) => keep(json));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The models the app's page carries (src/shared/first-answers.ts), kept at once: the resources are
 * then declared on the first render. Undefined when the page carries none; loadModels reads them then.
 */
export function modelsAtStart(): PublishedEntityModel[] | undefined {
  const carried = takeFirstAnswer<PublishedEntityModel[]>(MODELS_READ);
  if (carried) loading = Promise.resolve(keep(carried));
  return carried;
}

function keep(json: PublishedEntityModel[]): PublishedEntityModel[] {
  models.clear();
  for (const m of json) models.set(m.name, m);
  return json;
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
