// Smoke test: load @laguna/boardgame-io by name through its "import" condition (ESM build).
import { fileURLToPath } from "node:url";
import * as ns from "@laguna/boardgame-io";
import smoke from "./lib.cjs";

smoke.run("@laguna/boardgame-io", "esm", ns, fileURLToPath(import.meta.resolve("@laguna/boardgame-io")));
