import { Fragment, memo, useId, useState, type FormEvent } from 'react';
import { Box, Button, Collapse, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { DocumentListConf } from '../../../../shared/generated/widget-confs';
import type { FieldDescription } from '../../../../shared/documents/gateway-wire';
import { searchFilters, type QueryFilters } from '../../../../shared/documents/search-filters';
import { INVALID_DATE } from '../../forms/date-entry';
import { searchEntries, searchKey, type SearchValues } from './list-query';
import { SearchField } from './SearchField';

interface Props {
  search: NonNullable<DocumentListConf['search']>;
  fields: FieldDescription[];
  /** True while a search is applied (the folded form says so). */
  active: boolean;
  /** Undefined filters: nothing was filled in, back to the whole list. */
  onSearch: (filters: QueryFilters | undefined) => void;
}

const INPUT = { flex: '1 1 150px', minWidth: 130, maxWidth: { sm: 240 } };

/**
 * The search form of spec 001 §5: an input per configured field, two (from, to) for a range; Search
 * applies what is filled in, Clear empties it and shows the whole list again. On a phone it folds.
 */
export const SearchForm = memo(function SearchForm({ search, fields, active, onSearch }: Props) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SearchValues>({});
  const foldId = useId();
  const [checked, setChecked] = useState(false);
  // A date typed only in part is named, and nothing is searched until it is a date or empty.
  const invalid = (key: string) => (checked && values[key] === INVALID_DATE ? translate('portico.composer.list.invalidDate') : undefined);
  const input = (field: FieldDescription, key: string, label: string) => (
    <Box sx={INPUT} key={key}>
      <SearchField
        field={field}
        name={`search-${key}`}
        label={label}
        value={values[key] ?? ''}
        error={invalid(key)}
        onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
      />
    </Box>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!Object.values(values).includes(INVALID_DATE)) onSearch(searchFilters(searchEntries(search, values, fields)));
  };
  const clear = () => {
    setValues({});
    setChecked(false);
    onSearch(undefined);
  };
  const form = (
    <Box
      component="form"
      role="search"
      aria-label={translate('portico.composer.list.searchForm')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      {search.map(({ field: fieldId, range }) => {
        const field = fields.find((f) => f.id === fieldId) ?? { id: fieldId, key: String(fieldId), name: `#${fieldId}`, type: 1, kind: 'text' as const };
        return range ? (
          <Fragment key={fieldId}>
            {input(field, searchKey(fieldId, 'from'), translate('portico.composer.list.from', { field: field.name }))}
            {input(field, searchKey(fieldId, 'to'), translate('portico.composer.list.to', { field: field.name }))}
          </Fragment>
        ) : (
          input(field, searchKey(fieldId), field.name)
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" size="small" variant="contained" startIcon={<SearchIcon />}>
          {translate('portico.composer.list.search')}
        </Button>
        <Button size="small" onClick={clear}>
          {translate('portico.composer.list.clear')}
        </Button>
      </Box>
    </Box>
  );
  if (!phone) return form;
  return (
    <Box>
      <Button
        size="small"
        variant={active ? 'outlined' : 'text'}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={foldId}
        startIcon={<FilterListIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {translate(active ? 'portico.composer.list.searchActive' : 'portico.composer.list.searchForm')}
      </Button>
      <Collapse in={open} id={foldId}>
        <Box sx={{ pt: 1 }}>{form}</Box>
      </Collapse>
    </Box>
  );
});
