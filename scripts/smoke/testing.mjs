// Smoke test: load @laguna/testing by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/testing";
import smoke from "./lib.cjs";

smoke.run("@laguna/testing", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/testing")));
