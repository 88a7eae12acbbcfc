import { useMemo, useState } from 'react';
import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LazyPdfViewer } from '../LazyPdfViewer';
import { getSignInfo } from '../signing/sign-api';
import { fileQuery } from '../viewer/file-source';
import type { FileSource } from '../viewer/ViewerSession';
import { viewerFeatures } from '../viewer/tool-visibility';

/**
 * An external signer's link reads and signs: what they draw (a handwritten signature, a text) goes
 * with their signature, as nothing is saved apart; no download.
 */
const FEATURES = viewerFeatures({ readOnly: false, download: false, save: false, signing: true, signAndSave: true, handwritten: true, text: true });

/** The link's document, token and signer, or undefined when a part is missing or malformed. */
function linkSource(id: string | undefined, query: URLSearchParams): FileSource | undefined {
  const documentId = Number(id);
  const signToken = query.get('signToken') ?? '';
  const extUserId = Number(query.get('extUserId'));
  if (!Number.isInteger(documentId) || documentId < 1 || !signToken || !Number.isInteger(extUserId) || extUserId < 1) return undefined;
  return { documentId, signToken, extUserId };
}

/**
 * The page of an invitation's link (`/sign/{id}?signToken=…&extUserId=…`): the document, opened on
 * the signer's first box to approve, the one-time password and the signature.
 */
export function ExternalSignScreen() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const translate = useTranslate();
  const link = useMemo(() => linkSource(id, query), [id, query]);
  // A signature makes a new version: the screen follows it with the same link.
  const [current, setCurrent] = useState<number | undefined>();
  const source = link && { ...link, documentId: current ?? link.documentId };
  const info = useQuery({
    queryKey: ['sign-info', source?.documentId, source?.signToken],
    queryFn: ({ signal }) => getSignInfo(source!, signal),
    enabled: !!source,
    // A session token the server no longer accepts is refused on every call (401) and then forgotten:
    // asked once more, the link alone answers. A link's own 401 stays a 401.
    retry: (failures, error) => failures < 1 && (error as { status?: number }).status === 401,
    retryDelay: 0,
  });
  // The link names the version the signer was invited to sign; signers before them make newer ones,
  // which is what they sign (sign info's canSign is for the current version only). The file's answer
  // names the version the link reads up to (x-new-doc-id): the screen moves there. The viewer then
  // reads the file from the same query.
  const file = useQuery({ ...fileQuery(source ?? { documentId: 0 }), enabled: !!source && !!info.data });
  const newer = file.data?.newDocId;
  if (source && newer && newer !== source.documentId) setCurrent(newer);

  // A request declined (by this signer, too), withdrawn or expired ends its links: said as such, not as a bad link.
  const ended = (info.error as { body?: { message?: string } } | null)?.body?.message === 'error.sign.requestended';
  let body;
  if (ended) body = <Alert severity="info" data-testid="sign-link-ended">{translate('portico.pdf.sign.external.ended')}</Alert>;
  else if (!source || info.isError || file.isError) body = <Alert severity="error" data-testid="sign-link-invalid">{translate('portico.pdf.sign.external.badLink')}</Alert>;
  else if (!info.data || !file.data) body = <CircularProgress aria-label={translate('portico.pdf.sign.external.loading')} />;
  else
    body = (
      <>
        {info.data.signedDocumentId !== null && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="sign-link-done">
            {translate('portico.pdf.sign.external.done')}
          </Alert>
        )}
        <Box sx={{ height: { xs: 'calc(100vh - 120px)', sm: 'calc(100vh - 140px)' }, minHeight: 360, border: 1, borderColor: 'divider' }}>
          <LazyPdfViewer
            key={source.documentId}
            source={source}
            features={FEATURES}
            onNewVersion={(_old, newId, kind) => kind !== 'saved' && setCurrent(newId)}
            openAtFirstBox
          />
        </Box>
      </>
    );
  return (
    // A phone keeps its width for the page: narrow margins.
    <Container component="main" maxWidth="lg" sx={{ py: 2, px: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('portico.pdf.sign.external.title')}
      </Typography>
      <Box>{body}</Box>
    </Container>
  );
}
