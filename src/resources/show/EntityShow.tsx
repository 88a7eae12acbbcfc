import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import type { PublishedEntityModel } from '../../shared/entities/model';
import { FieldValue } from '../fields/FieldValue';
import { LoadFailure, STAY_ON_FAILURE } from '../LoadFailure';
import { entityPath, listSearch } from '../paths';
import { useEntityLabels } from '../useEntityLabels';

export const DETAIL_IMAGE_HEIGHT = 100;

/** `/{entity}/{id}`: every field in a definition list, with Back and Edit. */
export function EntityShow({ model }: { model: PublishedEntityModel }) {
  const { id } = useParams();
  return (
    <ShowBase resource={model.name} id={id} queryOptions={STAY_ON_FAILURE}>
      <ShowView model={model} />
    </ShowBase>
  );
}

function ShowView({ model }: { model: PublishedEntityModel }) {
  const { record, isPending, error } = useShowContext();
  const translate = useTranslate();
  const labels = useEntityLabels(model);
  const search = listSearch(useLocation().search);
  if (error) return <LoadFailure entity={model.name} error={error} />;
  if (isPending || !record) return null;
  const title = `${labels.singular} ${record.id}`;
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom data-testid="detail-heading">
          {title}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
          {model.fields
            .filter((f) => f.kind !== 'contentType')
            .map((field) => (
              <Box key={field.name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                  {labels.field(field.name)}
                </Box>
                <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-field={field.name}>
                  <FieldValue field={field} imageHeight={DETAIL_IMAGE_HEIGHT} />
                </Box>
              </Box>
            ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} component={Link} to={entityPath(model.name, undefined, 'show', search)}>
            {translate('portico.action.back')}
          </Button>
          <Button variant="contained" startIcon={<EditIcon />} component={Link} to={entityPath(model.name, record.id, 'edit', search)}>
            {translate('portico.action.edit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
