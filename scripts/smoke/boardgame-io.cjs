"use strict";
// Smoke test: load @laguna/boardgame-io by name through its "require" condition (CommonJS build).
const ns = require("@laguna/boardgame-io");
const smoke = require("./lib.cjs");

smoke.run("@laguna/boardgame-io", "cjs", ns, require.resolve("@laguna/boardgame-io"));
