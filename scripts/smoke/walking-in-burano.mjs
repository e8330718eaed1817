// Smoke test: load @laguna/walking-in-burano by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/walking-in-burano";
import smoke from "./lib.cjs";

smoke.run("@laguna/walking-in-burano", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/walking-in-burano")));
