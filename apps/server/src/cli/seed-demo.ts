import { seedDemoData } from "../seed/demo.ts";
import { openConfiguredDatabase } from "./open.ts";

const { config, database } = await openConfiguredDatabase();
try {
  if (config.env === "production" && config.seedDemo !== "true") {
    console.error(
      "Refusing to load the demo accounts (their password is public) with NODE_ENV=production. " +
        "Set SEED_DEMO=true to run a demo on purpose.",
    );
    process.exitCode = 1;
  } else {
    const { created } = await seedDemoData(database.db, config.billing);
    console.log(
      created ? "Demo data loaded. The README lists the demo accounts." : "Demo data is already there.",
    );
  }
} finally {
  await database.close();
}
