// Smoke test: load @laguna/murano-light-masters by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/murano-light-masters";
import smoke from "./lib.cjs";

smoke.run("@laguna/murano-light-masters", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/murano-light-masters")));
