/**
 * A form's checks made by the shared zod schema the server checks the same input with (@newsroom/shared): the first
 * message of each field, under the field's name as the server names it in its answers (`links.facebook` for a nested
 * one). The messages are the shared ones in English, as the server's are: a form shows them through `useMessage`
 * (i18n/messages.ts), which puts them in the reader's language and rewords them when the language changes.
 */

/** What of a zod schema is used here, so the web needs no zod of its own. */
interface SharedSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function formErrors(schema: SharedSchema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
