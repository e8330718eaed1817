// Smoke test: load @laguna/analysis by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/analysis";
import smoke from "./lib.cjs";

smoke.run("@laguna/analysis", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/analysis")));
