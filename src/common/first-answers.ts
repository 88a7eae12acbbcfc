import { FIRST_ANSWERS_ELEMENT } from '../shared/first-answers';

let answers: Record<string, unknown> | undefined;

/**
 * The answer the app's page carries for a read (src/shared/first-answers.ts), taken once: a later read
 * of the same path asks the server, so that nothing older than the page is shown twice. Undefined when
 * the page carries none (another address, a failed read, a development server).
 */
export function takeFirstAnswer<T>(path: string): T | undefined {
  answers ??= carried();
  const answer = answers[path] as T | undefined;
  delete answers[path];
  return answer;
}

function carried(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(FIRST_ANSWERS_ELEMENT)?.textContent || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
