import { updateSchemaOf, type EntityModel } from '../../src/shared/entities/model.js';
import { validationProblem } from '../errors/app-error.js';
import { compiledOnFirstUse, createAjv, type Validate } from '../validation/ajv.js';
import { toFieldErrors } from '../validation/field-errors.js';
import { withIntegerBounds } from '../validation/integer-bounds.js';

export class EntityValidator {
  private readonly validators = new Map<string, Validate>();
  private readonly updateValidators = new Map<string, Validate>();

  constructor(models: EntityModel[], ajv = createAjv()) {
    for (const model of models) {
      this.validators.set(model.name, compiledOnFirstUse(() => ajv.compile(withIntegerBounds(model.schema))));
      this.updateValidators.set(
        model.name,
        compiledOnFirstUse(() => {
          const { $id: _id, ...update } = withIntegerBounds(updateSchemaOf(model));
          return ajv.compile(update);
        }),
      );
    }
  }

  /**
   * Throws a 400 problem listing every field error (one per field) when the body breaks the schema
   * (the update schema, where writeOnly values may be left out, when `update` is set).
   */
  check(model: EntityModel, body: unknown, update = false): void {
    const validate = (update ? this.updateValidators : this.validators).get(model.name)!;
    if (validate(body)) return;
    throw validationProblem(model.name, toFieldErrors(model.name, validate.errors ?? []));
  }
}
