import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import type { Db } from '../database.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import type { WidgetConfSchemas } from '../widgets/conf-schemas.js';
import { readStructure } from './structure.js';
import { structureReportSchema } from '../../src/shared/structure-report.js';

/**
 * api/admin/structure for ROLE_ADMIN: the current site's public and private page trees with their
 * templates and widgets, and what is broken in them (see docs/http-api.md).
 */
export function registerStructureRoutes(app: FastifyInstance, db: Db, site: CurrentSiteReader, widgetSchemas: WidgetConfSchemas): void {
  app.get('/api/admin/structure', { onRequest: requireAuthority('ROLE_ADMIN'), schema: { response: { 200: structureReportSchema } } }, () => readStructure(db, site, widgetSchemas));
}
