// Substitution of a snippet's `$_name` placeholders in one pass (a replacement is never
// rescanned, so a value holding `$_x` stays as it is). Placeholders the table does not
// name are left for TypeScript to reject.
const PLACEHOLDER = /\$_[A-Za-z]+/g;

export function templateText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (placeholder) => values[placeholder] ?? placeholder);
}
