import { useMutation } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { deleteEntity, fetchFile, GATEWAY, queryToken, saveBlob, type GatewayQuery } from '../../../../docstore/gateway-api';
import { useGuestCaptcha } from '../../../../docstore/useGuestCaptcha';
import { usePageStore } from '../../state/PageStoreContext';

/**
 * The list's calls that change or send something: the xlsx download of the current Query, a shared
 * token for it, and deleting documents. Each is a mutation whose pending state and error the widget shows.
 */

/** Downloads every row of the Query as xlsx, saved under the name the server gives it (spec 001 §5). */
export function useExport(query: GatewayQuery | undefined, widgetTitle: string) {
  const [locale] = useLocaleState();
  return useMutation({
    mutationFn: async () => {
      if (!query) return;
      const call = query.list !== undefined ? 'list-values-download?type=advanced&' : 'execute-query-download?';
      const { blob, name } = await fetchFile(`${GATEWAY}/${call}lang=${locale}`, { ...query, widgetTitle });
      saveBlob(blob, name);
    },
  });
}

/** A token that runs the Query for people who are not signed in (docs/decisions.md, "Sharing a list"). */
export function useShare(query: GatewayQuery | undefined) {
  return useMutation({ mutationFn: () => queryToken(query!) });
}

/**
 * Deletes documents one by one and tells the page which went (spec 001 §4), even when a later one
 * fails. A guest answers a captcha for each, as a captcha is good for one call.
 */
export function useDeleteDocuments(widgetId: number, fam: string | number | undefined) {
  const withCaptcha = useGuestCaptcha();
  const store = usePageStore();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const deleted: number[] = [];
      try {
        for (const id of ids) {
          const done = await withCaptcha(async (captcha) => {
            await deleteEntity(id, captcha);
            return true;
          });
          if (!done) break;
          deleted.push(id);
        }
      } finally {
        if (deleted.length) store.emit({ type: 'ENTITY_DELETED', widgetId, fam, fidds: deleted });
      }
      return deleted;
    },
  });
}
