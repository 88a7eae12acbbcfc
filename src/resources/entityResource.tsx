import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import type { PublishedEntityModel } from '../shared/entities/model';
import { PrivateRoute } from '../auth/PrivateRoute';
import { ADMINISTRATORS } from '../auth/roles';
import { lazyPage } from '../common/lazyPage';
import { i18nProvider } from '../providers/i18nProvider';
import { translatedText } from '../shared/translated-text';

// The entity screens (lists, forms, details) are nearly all administration: loaded when opened.
const EntityList = lazyPage(() => import('./list/EntityList').then((m) => m.EntityList));
const EntityForm = lazyPage(() => import('./form/EntityForm').then((m) => m.EntityForm));
const EntityShow = lazyPage(() => import('./show/EntityShow').then((m) => m.EntityShow));

/**
 * One entity's screens at the portal's addresses: `/{entity}`, `/{entity}/new`, `/{entity}/{id}`,
 * `/{entity}/{id}/edit` and `/{entity}/{id}/delete` (the list under a confirmation dialog).
 */
export function entityResource(model: PublishedEntityModel) {
  const authorities = model.authorities?.length ? model.authorities : ADMINISTRATORS;
  const guard = (element: React.ReactNode) => (
    <PrivateRoute any={authorities}>
      <Suspense fallback={null}>{element}</Suspense>
    </PrivateRoute>
  );
  return (
    <Resource
      key={model.name}
      name={model.name}
      list={guard(<EntityList model={model} />)}
      hasCreate
      hasEdit
      hasShow
      // A label that carries its translations (a page's name) reads in the visitor's language.
      recordRepresentation={(record) => translatedText(String(record[model.labelField] ?? record.id), i18nProvider.getLocale())}
    >
      <Route path="new" element={guard(<EntityForm model={model} mode="create" />)} />
      <Route path=":id" element={guard(<EntityShow model={model} />)} />
      <Route path=":id/edit" element={guard(<EntityForm key="edit" model={model} mode="edit" />)} />
      <Route path=":id/delete" element={guard(<EntityList model={model} deleting />)} />
    </Resource>
  );
}
