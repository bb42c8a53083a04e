import openapiTS, { astToString } from "openapi-typescript";

/** The header of the generated file: where it comes from and how to renew it. */
const HEADER = `/**
 * Types of the Strata API, generated from its OpenAPI document (/api/docs/json) by openapi-typescript.
 * Do not edit: run \`npm run generate:api-client\` after changing a route. A test fails while this
 * file differs from what the server's document generates.
 */

`;

/** The TypeScript source of `schema.ts` for an OpenAPI document. */
export async function renderSchemaTypes(document: object): Promise<string> {
  // The document object is parsed in place: hand it a copy, so the caller's stays as it was.
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
