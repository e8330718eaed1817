"use strict";
// Smoke test: load @laguna/analysis by name through its "require" condition (CommonJS build).
const ns = require("@laguna/analysis");
const smoke = require("./lib.cjs");

smoke.run("@laguna/analysis", "cjs", ns, require.resolve("@laguna/analysis"));
