import { lineOf, type SourceFile, withoutComments } from "./module-faces.ts";

/**
 * The error-vocabulary guard (decision 0229): the API's errors are made by the factories of
 * `lib/errors.ts` (`conflict(message)`, `notFound("Invoice")`…), so a throw site says what went
 * wrong and the code → status table stays the one place a code is spelled. An `AppError`
 * constructed anywhere else is a violation.
 */
export const ERROR_VOCABULARY = "lib/errors.ts";

export interface ErrorFactoryViolation {
  path: string;
  line: number;
  text: string;
}

const CONSTRUCTION = /\bnew\s+AppError\s*\(/g;

export function findInlineErrors(files: readonly SourceFile[]): ErrorFactoryViolation[] {
  const found: ErrorFactoryViolation[] = [];
  for (const file of files) {
    // The guards' own tests plant violations in strings.
    if (file.path === ERROR_VOCABULARY || file.path.startsWith("test/architecture/")) continue;
    const text = withoutComments(file.text);
    for (const match of text.matchAll(CONSTRUCTION)) {
      const line = lineOf(text, match.index);
      found.push({ path: file.path, line, text: file.text.split("\n")[line - 1].trim() });
    }
  }
  return found;
}
