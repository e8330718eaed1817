import { checkGameLaws, variantConfigs } from "@laguna/testing";
import { test } from "vitest";
import { canalLights, cardsConserved, knownCardsInHand } from "../src/game.js";

const invariants = { cardsConserved, knownCardsInHand };

test("Canal Lights obeys the engine laws", () => {
  checkGameLaws(canalLights, { invariants });
});

for (const { name, config } of variantConfigs(canalLights)) {
  test(`the laws hold over 20 games: ${name}`, () => {
    checkGameLaws(canalLights, { configs: [{ name, config }], runsPerConfig: 20, invariants });
  });
}
