import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useFormState } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CreateBase, EditBase, SaveButton, SimpleForm, Title, useEditContext, useNotify, useTranslate } from 'react-admin';
import type { PublishedEntityModel } from '../../shared/entities/model';
import { entityPath, listSearch } from '../paths';
import { useEntityLabels } from '../useEntityLabels';
import { FieldInput } from './FieldInput';
import { notifyFailure } from '../../errors/notifyFailure';
import { LoadFailure, STAY_ON_FAILURE } from '../LoadFailure';
import { useConfirmLeave } from '../../common/useConfirmLeave';

/** `/{entity}/new` and `/{entity}/{id}/edit`: the form generated from the model. */
export function EntityForm({ model, mode }: { model: PublishedEntityModel; mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const search = listSearch(useLocation().search);
  const notify = useNotify();
  const navigate = useNavigate();
  const backToList = () => entityPath(model.name, undefined, 'show', search);
  // The success alert comes from the server (app-alert); replacing react-admin's onSuccess replaces
  // its own notification and redirection, so only the way back to the list is left to do here.
  const onSuccess = () => navigate(backToList());
  const onError = (error: unknown) => notifyFailure(notify, error);
  const form = <FormView model={model} mode={mode} back={backToList()} />;
  if (mode === 'create')
    return (
      <CreateBase resource={model.name} redirect={false} mutationOptions={{ onSuccess, onError }}>
        {form}
      </CreateBase>
    );
  return (
    <EditBase
      resource={model.name}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess, onError }}
      queryOptions={STAY_ON_FAILURE}
    >
      <UnlessLoadFailed entity={model.name}>{form}</UnlessLoadFailed>
    </EditBase>
  );
}

/** The edit form, or what went wrong reading its record. */
function UnlessLoadFailed({ entity, children }: { entity: string; children: ReactNode }) {
  const { error } = useEditContext();
  return error ? <LoadFailure entity={entity} error={error} /> : children;
}

/** Schema defaults (permission type GENERAL, booleans false ...) prefill a new entity. */
const defaultsOf = (model: PublishedEntityModel) =>
  Object.fromEntries(model.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));

/**
 * When the record is read again while the form is open (a refresh, a newer answer than the cache's),
 * react-admin resets the form to it: the fields the person has changed keep what they typed, the
 * others take the record's. A constant, because react-admin resets again whenever these change.
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

function FormView({ model, mode, back }: { model: PublishedEntityModel; mode: 'create' | 'edit'; back: string }) {
  const translate = useTranslate();
  const labels = useEntityLabels(model);
  const title = translate(mode === 'create' ? 'portico.form.createTitle' : 'portico.form.editTitle', { entity: labels.singular });
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={title} />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h5" component="h2" data-testid="form-heading">
          {title}
        </Typography>
      </CardContent>
      <SimpleForm
        sanitizeEmptyValues={false}
        resetOptions={KEEP_TYPED}
        defaultValues={mode === 'create' ? defaultsOf(model) : undefined}
        toolbar={
          <Stack direction="row" spacing={1} sx={{ px: 2, pb: 2 }}>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} component={Link} to={back}>
              {translate('portico.action.back')}
            </Button>
            <SaveButton label="portico.action.save" alwaysEnable={false} />
          </Stack>
        }
      >
        {model.fields
          .filter((f) => mode === 'edit' || f.kind !== 'id')
          .map((field) => (
            <FieldInput key={field.name} model={model} field={field} mode={mode} />
          ))}
        <LeaveGuard />
      </SimpleForm>
    </Card>
  );
}

/** Leaving the form with edits unsaved asks first; a save on its way back to the list does not. */
function LeaveGuard() {
  const { isDirty, isSubmitting } = useFormState();
  return useConfirmLeave(isDirty && !isSubmitting).dialog;
}
