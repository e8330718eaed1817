// Smoke test: load @laguna/murano by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/murano";
import smoke from "./lib.cjs";

smoke.run("@laguna/murano", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/murano")));
