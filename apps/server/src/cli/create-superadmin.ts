import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema/index.ts";
import { createUserAccount } from "../lib/accounts.ts";
import { seedStaticContent } from "../seed/demo.ts";
import { openConfiguredDatabase } from "./open.ts";

/**
 * Creates the first superadmin of a real deployment:
 *   npm run create-superadmin -- --email ops@example.com --name "Ops Lead"
 * The password is read from STRATA_SUPERADMIN_PASSWORD or asked for on the terminal.
 */
const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
const input = z
  .object({
    email: z.string().email("--email must be an e-mail address"),
    name: z.string().trim().min(1, "--name is required"),
    password: z.string().min(12, "the password must have at least 12 characters"),
  })
  .safeParse({ ...values, password: process.env.STRATA_SUPERADMIN_PASSWORD ?? (await ask("Password: ")) });
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join("\n"));
  process.exit(2);
}

const { database } = await openConfiguredDatabase();
try {
  const [taken] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.data.email.toLowerCase()));
  if (taken) {
    console.error(`A user with the e-mail ${input.data.email} exists already.`);
    process.exitCode = 1;
  } else {
    await seedStaticContent(database.db);
    await createUserAccount(database.db, { ...input.data, role: "superadmin" });
    console.log(`Superadmin ${input.data.email} created. Sign in at the portal's /auth/signin.`);
  }
} finally {
  await database.close();
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return "";
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer;
}
