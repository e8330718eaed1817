"use strict";
// Smoke test: load @laguna/cli by name through its "require" condition (CommonJS build).
const ns = require("@laguna/cli");
const smoke = require("./lib.cjs");

smoke.run("@laguna/cli", "cjs", ns, require.resolve("@laguna/cli"));
