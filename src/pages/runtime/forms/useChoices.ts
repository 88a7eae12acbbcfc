import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useLocaleState } from 'react-admin';
import { executeQuery, listValuesSimple } from '../../../docstore/gateway-api';
import { findList, useValueLists } from '../../../docstore/useFamilies';
import { useResolvedConf } from '../state/useResolvedConf';
import { valueName, type EditorField } from './editor-fields';
import { dependencyValue, type Choice } from './form-values';
import { choicesFromAnswer, choicesQuery, MAX_CHOICES } from './options-query';

export interface Choices {
  choices: Choice[];
  isPending: boolean;
  error: Error | null;
  /** The fields to fill in first: the choices depend on them ({DEPS_n}) and they are empty. */
  waitingFor: EditorField[];
}

/**
 * What a select offers: a list field's value list, or the configured options' query, read again
 * whenever a field it depends on changes (the spec's dependency data).
 */
export function useChoices(field: EditorField, fields: EditorField[]): Choices {
  const [locale] = useLocaleState();
  const lists = useValueLists();
  const names = useMemo(() => field.dependsOn.map(valueName), [field.dependsOn]);
  const watched = useWatch({ name: names }) as unknown[];
  const depsKey = JSON.stringify(watched);
  const extra = useMemo(() => {
    const values = JSON.parse(depsKey) as unknown[];
    return { deps: (id: number) => dependencyValue(fields.find((f) => f.id === id), values[field.dependsOn.indexOf(id)]) };
  }, [depsKey, fields, field.dependsOn]);
  const { value: options, missing } = useResolvedConf(field.options, extra);
  const waitingFor = field.dependsOn.filter((id) => missing.includes(`{DEPS_${id}}`)).flatMap((id) => fields.filter((f) => f.id === id));
  const query = useQuery({
    queryKey: ['gateway', 'choices', options, locale],
    queryFn: async ({ signal }) => {
      const request = choicesQuery(options!);
      if (request.list !== undefined) return (await listValuesSimple(request, signal)).map(({ id, label }): Choice => ({ id, label }));
      return choicesFromAnswer((await executeQuery(request, 0, MAX_CHOICES, locale, signal)).answer, options!.field);
    },
    enabled: !!options && missing.length === 0,
  });
  if (!field.options) {
    const entries = findList(lists.data, field.list)?.entries ?? [];
    return { choices: entries, isPending: lists.isPending, error: lists.error, waitingFor: [] };
  }
  return { choices: query.data ?? [], isPending: query.isFetching, error: query.error, waitingFor };
}
