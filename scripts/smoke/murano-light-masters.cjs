"use strict";
// Smoke test: load @laguna/murano-light-masters by name through its "require" condition (CommonJS build).
const ns = require("@laguna/murano-light-masters");
const smoke = require("./lib.cjs");

smoke.run("@laguna/murano-light-masters", "cjs", ns, require.resolve("@laguna/murano-light-masters"));
