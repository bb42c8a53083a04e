import { seedDemoData } from "../seed/demo.ts";
import { openConfiguredDatabase } from "./open.ts";

const { database } = await openConfiguredDatabase();
try {
  const { created } = await seedDemoData(database.db);
  console.log(
    created ? "Demo data loaded. The README lists the demo accounts." : "Demo data is already there.",
  );
} finally {
  await database.close();
}
