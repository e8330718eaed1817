"use strict";
// Smoke test: load @laguna/murano by name through its "require" condition (CommonJS build).
const ns = require("@laguna/murano");
const smoke = require("./lib.cjs");

smoke.run("@laguna/murano", "cjs", ns, require.resolve("@laguna/murano"));
