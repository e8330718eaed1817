"use strict";
// Smoke test: load @laguna/bots by name through its "require" condition (CommonJS build).
const ns = require("@laguna/bots");
const smoke = require("./lib.cjs");

smoke.run("@laguna/bots", "cjs", ns, require.resolve("@laguna/bots"));
