import type { ConfChecker } from '../shared/conf-check.js';
import { readConf } from '../shared/widget-conf.js';

/**
 * What the server would answer to a widget saved with this configuration, found before sending: a
 * refusal with its field errors (`body.fieldErrors`, shown as the server's are), or undefined when it
 * would take it. Not an object is a mistake whatever the type (server/widgets/widget-checks.ts).
 * The widgets' one client module runs it before a write (widgets-api.ts).
 */
export function confRefusal(checker: ConfChecker, schemaName: string | null | undefined, confText: string): Error | undefined {
  const read = readConf(confText);
  const mistakes = !('conf' in read) ? [{ field: 'conf', message: 'TypeMismatch' }] : schemaName ? checker.check(schemaName, read.conf) : [];
  if (!mistakes.length) return undefined;
  return Object.assign(new Error('The configuration does not fit its schema'), { body: { fieldErrors: mistakes.map((m) => ({ objectName: 'widget', ...m })) } });
}
