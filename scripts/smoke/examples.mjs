// Smoke test: load @laguna/examples by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/examples";
import smoke from "./lib.cjs";

smoke.run("@laguna/examples", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/examples")));
