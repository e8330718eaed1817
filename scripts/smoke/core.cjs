"use strict";
// Smoke test: load @laguna/core by name through its "require" condition (CommonJS build).
const ns = require("@laguna/core");
const smoke = require("./lib.cjs");

smoke.run("@laguna/core", "cjs", ns, require.resolve("@laguna/core"));
