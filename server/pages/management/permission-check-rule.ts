import { compileCheck } from '../../../src/shared/permission-checks.js';
import type { EntityRepository } from '../../entities/repository.js';
import { validationProblem } from '../../errors/app-error.js';

/** The entities that carry a permission check (docs/permission-checks.md). */
const CHECKED = ['page', 'widget'];

/**
 * A page's or widget's permission check must compile: one that does not would hide it from everyone.
 * A write that sets such a check is refused (400 `permissionChecks: PermissionCheck`, the compiler's
 * words in the field error's `detail`); a write that leaves an older check as it was is not.
 */
export function installPermissionCheckRule(repository: EntityRepository): void {
  for (const name of CHECKED)
    repository.checkWrites(name, async (entity, { before }) => {
      const text = entity.permissionChecks as string | null | undefined;
      if (before && before.permissionChecks === text) return;
      const compiled = compileCheck(text);
      if (!compiled.ok)
        throw validationProblem(name, [{ objectName: name, field: 'permissionChecks', message: 'PermissionCheck', detail: compiled.problem }], `permissionChecks: ${compiled.problem}`);
    });
}
