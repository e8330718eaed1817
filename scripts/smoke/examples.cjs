"use strict";
// Smoke test: load @laguna/examples by name through its "require" condition (CommonJS build).
const ns = require("@laguna/examples");
const smoke = require("./lib.cjs");

smoke.run("@laguna/examples", "cjs", ns, require.resolve("@laguna/examples"));
