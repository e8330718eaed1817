"use strict";
// Smoke test: load @laguna/walking-in-burano by name through its "require" condition (CommonJS build).
const ns = require("@laguna/walking-in-burano");
const smoke = require("./lib.cjs");

smoke.run("@laguna/walking-in-burano", "cjs", ns, require.resolve("@laguna/walking-in-burano"));
