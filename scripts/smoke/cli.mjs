// Smoke test: load @laguna/cli by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/cli";
import smoke from "./lib.cjs";

smoke.run("@laguna/cli", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/cli")));
