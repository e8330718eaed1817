"use strict";
// Smoke test: load @laguna/testing by name through its "require" condition (CommonJS build).
const ns = require("@laguna/testing");
const smoke = require("./lib.cjs");

smoke.run("@laguna/testing", "cjs", ns, require.resolve("@laguna/testing"));
