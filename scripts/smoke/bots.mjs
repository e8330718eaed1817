// Smoke test: load @laguna/bots by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/bots";
import smoke from "./lib.cjs";

smoke.run("@laguna/bots", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/bots")));
