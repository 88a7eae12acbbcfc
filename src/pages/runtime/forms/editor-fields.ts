import type { FamilyDescription, FieldKind } from '../../../shared/documents/gateway-wire.js';
import type { Choices, FormField } from '../../../shared/generated/widget-confs.js';
import { fieldsReferenced } from '../../../shared/documents/placeholders.js';

/** A field of a document form: the family's field, with what the form's configuration adds. */
export interface EditorField {
  id: number;
  name: string;
  kind: FieldKind;
  /** A list field's value list (its key). */
  list?: string;
  maxLength?: number;
  required: boolean;
  readOnly: boolean;
  default?: string | number | boolean;
  /** Choices offered from a query (a value list, or a field of a family's documents). */
  options?: Choices;
  /** The form fields the choices' filter names ({DEPS_n}): new choices when one of them changes. */
  dependsOn: number[];
}

/** Texts longer than this are edited in a multi-line box. */
export const MULTILINE_FROM = 200;

/** The form's name for a field's value (react-hook-form treats bare numbers as array indexes). */
export const valueName = (id: number) => `f${id}`;

/**
 * The fields a form edits: those its configuration names, in its order (unknown ids left out), or
 * every field of the family when it names none.
 */
export function editorFields(family: FamilyDescription, configured?: FormField[]): EditorField[] {
  const chosen = configured?.length ? configured : family.fields.map((f): FormField => ({ id: f.id }));
  return chosen.flatMap((conf) => {
    const field = family.fields.find((f) => f.id === conf.id);
    if (!field) return [];
    const options = conf.options && (conf.options.list !== undefined || conf.options.fam !== undefined) ? conf.options : undefined;
    return [
      {
        id: field.id,
        name: field.name,
        kind: field.kind,
        list: field.list,
        maxLength: field.maxLength,
        required: !!(field.required || conf.required),
        readOnly: !!conf.readOnly,
        default: conf.default,
        options,
        dependsOn: options ? fieldsReferenced(options.filter) : [],
      },
    ];
  });
}

/** Whether a field is chosen from a list of choices (a value list, or its configured options). */
export const isChoice = (field: EditorField) => field.kind === 'list' || !!field.options;
