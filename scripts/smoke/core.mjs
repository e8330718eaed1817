// Smoke test: load @laguna/core by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/core";
import smoke from "./lib.cjs";

smoke.run("@laguna/core", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/core")));
