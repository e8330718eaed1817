import { checkGameLaws, variantConfigs } from "@laguna/testing";
import { test } from "vitest";
import { canalLights, cardsConserved, hiddenZones, knownCardsInHand } from "../src/game.js";

const invariants = { cardsConserved, knownCardsInHand };
// Where the hidden cards are, so that the kit can check that redrawHidden re-deals them.
const options = { invariants, hiddenZones };

test("Canal Lights obeys the engine laws", () => {
  checkGameLaws(canalLights, options);
});

for (const { name, config } of variantConfigs(canalLights)) {
  test(`the laws hold over 20 games: ${name}`, () => {
    checkGameLaws(canalLights, { ...options, configs: [{ name, config }], runsPerConfig: 20 });
  });
}
