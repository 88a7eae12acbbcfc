import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { translatedText } from '../shared/translated-text';
import { AdminPage, failureOf } from '../console/AdminPage';
import type { StructurePage } from '../shared/structure-report';
import { structureQuery } from './queries';

const Problems = ({ messages }: { messages: string[] }) =>
  messages.map((m, i) => (
    <Typography key={i} variant="body2" color="error" data-testid="structure-problem">
      {m}
    </Typography>
  ));

function PageItem({ page }: { page: StructurePage }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <li data-testid={`structure-page-${page.id}`} data-broken={page.broken}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600, color: page.broken ? 'error.main' : undefined }}>
          {page.name ? translatedText(page.name, locale) : `#${page.id}`}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          #{page.id}
          {page.type === 'LINK' ? ` · ${translate('portico.structure.link')}` : ''}
        </Typography>
        <Chip size="small" variant="outlined" label={`${translate('portico.structure.template')}: ${page.template?.name ?? translate('portico.structure.noTemplate')}`} />
        {page.broken && <Chip size="small" color="error" label={translate('portico.structure.broken')} />}
      </Stack>
      <Problems messages={page.problems} />
      {page.widgets.length > 0 && (
        <Box component="ul" sx={{ my: 0.5, pl: 3, listStyle: 'square' }}>
          {page.widgets.map((w) => (
            <li key={w.id} data-testid={`structure-widget-${w.id}`}>
              <Typography component="span" variant="body2" sx={{ color: w.problems.length ? 'error.main' : undefined }}>
                {translate('portico.structure.widget')} #{w.id}: {w.title ?? ''} ({w.type ?? translate('portico.structure.noType')})
              </Typography>
              <Problems messages={w.problems} />
            </li>
          ))}
        </Box>
      )}
      {page.children.length > 0 && <PageList pages={page.children} />}
    </li>
  );
}

const PageList = ({ pages }: { pages: StructurePage[] }) => (
  <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
    {pages.map((p) => (
      <PageItem key={p.id} page={p} />
    ))}
  </Box>
);

function Tree({ title, pages, testId }: { title: string; pages: StructurePage[]; testId: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {pages.length === 0 ? <Typography color="text.secondary">{translate('portico.structure.noPages')}</Typography> : <PageList pages={pages} />}
      </CardContent>
    </Card>
  );
}

/** `/admin/structure-debug`: the current site's page trees with templates and widgets, and what is broken in them. */
export function StructureDebugPage() {
  const translate = useTranslate();
  const { data: report, error } = useQuery(structureQuery());

  return (
    <AdminPage title="portico.structure.title" error={failureOf(error)}>
      {report && (
        <>
          {report.site && (
            <Typography sx={{ mb: 1 }} color="text.secondary">
              {translate('portico.structure.site', { name: report.site.name })}
            </Typography>
          )}
          <Alert severity={report.problems.length ? 'error' : 'success'} sx={{ mb: 2 }} data-testid="structure-summary">
            {report.problems.length
              ? translate('portico.structure.problems', { count: report.problems.length })
              : translate('portico.structure.clean')}
            {report.problems.length > 0 && (
              <Box component="ul" sx={{ my: 0.5, pl: 2 }}>
                {report.problems.map((p, i) => (
                  <li key={i} data-testid="structure-summary-problem">
                    {p.message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
          <Tree title="portico.structure.public" pages={report.public} testId="structure-public" />
          <Tree title="portico.structure.private" pages={report.private} testId="structure-private" />
        </>
      )}
    </AdminPage>
  );
}
