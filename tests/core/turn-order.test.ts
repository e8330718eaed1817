import {
  type Ending,
  EndingC,
  isGameOverAfterTurn,
  isLastInRound,
  nextSeat,
  previousSeat,
  remainingTurns,
  seatChoiceMisfit,
  seatsClockwise,
  seatsLeftInRound,
} from "@laguna/core";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

describe("nextSeat and previousSeat", () => {
  it("move clockwise and wrap around", () => {
    expect(nextSeat(0, 4)).toBe(1);
    expect(nextSeat(2, 4)).toBe(3);
    expect(nextSeat(3, 4)).toBe(0);
    expect(nextSeat(1, 2)).toBe(0);
    expect(nextSeat(0, 1)).toBe(0);
  });

  it("take any number of steps, including negative and more than a round", () => {
    expect(nextSeat(1, 4, 2)).toBe(3);
    expect(nextSeat(2, 3, 7)).toBe(0);
    expect(nextSeat(0, 4, 0)).toBe(0);
    expect(nextSeat(0, 4, -1)).toBe(3);
    expect(nextSeat(0, 4, -5)).toBe(3);
    expect(nextSeat(1, 3, -7)).toBe(0);
    expect(nextSeat(2, 5, 10)).toBe(2);
  });

  it("previousSeat is one step back", () => {
    expect(previousSeat(0, 3)).toBe(2);
    expect(previousSeat(2, 3)).toBe(1);
    expect(previousSeat(1, 2)).toBe(0);
    expect(previousSeat(0, 1)).toBe(0);
    for (let n = 1; n <= 6; n++) {
      for (let s = 0; s < n; s++) {
        expect(nextSeat(previousSeat(s, n), n)).toBe(s);
        expect(previousSeat(nextSeat(s, n), n)).toBe(s);
      }
    }
  });
});

describe("seatsClockwise", () => {
  it("lists every seat once, starting from the given seat", () => {
    expect(seatsClockwise(4, 2)).toStrictEqual([2, 3, 0, 1]);
    expect(seatsClockwise(3)).toStrictEqual([0, 1, 2]);
    expect(seatsClockwise(3, 2)).toStrictEqual([2, 0, 1]);
    expect(seatsClockwise(1)).toStrictEqual([0]);
    expect(seatsClockwise(0)).toStrictEqual([]);
  });
});

describe("isLastInRound and seatsLeftInRound", () => {
  it("the last seat of a round is the one before the first player", () => {
    expect(isLastInRound(2, 0, 3)).toBe(true);
    expect(isLastInRound(1, 0, 3)).toBe(false);
    expect(isLastInRound(0, 0, 3)).toBe(false);
    expect(isLastInRound(0, 1, 3)).toBe(true);
    expect(isLastInRound(3, 0, 4)).toBe(true);
    expect(isLastInRound(0, 0, 1)).toBe(true);
  });

  it("lists the seats still to play after a seat, in order", () => {
    expect(seatsLeftInRound(1, 0, 4)).toStrictEqual([2, 3]);
    expect(seatsLeftInRound(0, 0, 4)).toStrictEqual([1, 2, 3]);
    expect(seatsLeftInRound(3, 0, 4)).toStrictEqual([]);
    expect(seatsLeftInRound(3, 1, 4)).toStrictEqual([0]);
    expect(seatsLeftInRound(0, 2, 4)).toStrictEqual([1]);
    expect(seatsLeftInRound(2, 2, 4)).toStrictEqual([3, 0, 1]);
    expect(seatsLeftInRound(0, 0, 1)).toStrictEqual([]);
  });

  it("agree with each other for every seat, first player and table size", () => {
    for (let n = 1; n <= 6; n++) {
      for (let first = 0; first < n; first++) {
        for (let seat = 0; seat < n; seat++) {
          const left = seatsLeftInRound(seat, first, n);
          expect(left.length === 0).toBe(isLastInRound(seat, first, n));
          expect(left.length).toBe((first - seat - 1 + 2 * n) % n);
        }
      }
    }
  });
});

/** Plays turns after the triggering turn until isGameOverAfterTurn says stop; returns who played. */
function simulate(ending: Ending, firstPlayer: number, playerCount: number): number[] {
  const played: number[] = [];
  let seat = ending.triggeredBy;
  for (let guard = 0; !isGameOverAfterTurn(ending, seat, firstPlayer, playerCount); guard++) {
    if (guard > playerCount) throw new Error("the game never ends");
    seat = nextSeat(seat, playerCount);
    played.push(seat);
  }
  return played;
}

describe("endings: every other player takes one last turn (Murano)", () => {
  const ending: Ending = { rule: "lastTurns", triggeredBy: 2 };

  it("gives each other player exactly one more turn, clockwise from the trigger", () => {
    expect(remainingTurns(ending, 0, 4)).toStrictEqual([3, 0, 1]);
    // The first player does not matter for this ending.
    expect(remainingTurns(ending, 3, 4)).toStrictEqual([3, 0, 1]);
    expect(remainingTurns({ rule: "lastTurns", triggeredBy: 0 }, 0, 3)).toStrictEqual([1, 2]);
    expect(remainingTurns({ rule: "lastTurns", triggeredBy: 1 }, 0, 3)).toStrictEqual([2, 0]);
    expect(remainingTurns({ rule: "lastTurns", triggeredBy: 1 }, 0, 2)).toStrictEqual([0]);
  });

  it("ends the game after the player just before the trigger", () => {
    expect(isGameOverAfterTurn(ending, 2, 0, 4)).toBe(false);
    expect(isGameOverAfterTurn(ending, 3, 0, 4)).toBe(false);
    expect(isGameOverAfterTurn(ending, 0, 0, 4)).toBe(false);
    expect(isGameOverAfterTurn(ending, 1, 0, 4)).toBe(true);
    expect(isGameOverAfterTurn({ rule: "lastTurns", triggeredBy: 1 }, 0, 0, 3)).toBe(true);
    expect(isGameOverAfterTurn({ rule: "lastTurns", triggeredBy: 1 }, 2, 0, 3)).toBe(false);
  });

  it("with one player, ends on the triggering turn", () => {
    expect(remainingTurns({ rule: "lastTurns", triggeredBy: 0 }, 0, 1)).toStrictEqual([]);
    expect(isGameOverAfterTurn({ rule: "lastTurns", triggeredBy: 0 }, 0, 0, 1)).toBe(true);
  });
});

describe("endings: finish the round", () => {
  it("lets the seats after the trigger play until the round is complete", () => {
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 1 }, 0, 4)).toStrictEqual([2, 3]);
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 1 }, 0, 3)).toStrictEqual([2]);
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 0 }, 0, 4)).toStrictEqual([1, 2, 3]);
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 0 }, 2, 4)).toStrictEqual([1]);
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 3 }, 2, 4)).toStrictEqual([0, 1]);
  });

  it("ends at once when the last player of the round triggers it", () => {
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 3 }, 0, 4)).toStrictEqual([]);
    expect(isGameOverAfterTurn({ rule: "finishRound", triggeredBy: 3 }, 3, 0, 4)).toBe(true);
    expect(remainingTurns({ rule: "finishRound", triggeredBy: 1 }, 2, 4)).toStrictEqual([]);
  });

  it("ends the game after the last seat of the round, whoever triggered it", () => {
    const ending: Ending = { rule: "finishRound", triggeredBy: 1 };
    expect(isGameOverAfterTurn(ending, 1, 0, 3)).toBe(false);
    expect(isGameOverAfterTurn(ending, 2, 0, 3)).toBe(true);
    expect(isGameOverAfterTurn(ending, 0, 2, 3)).toBe(false);
    expect(isGameOverAfterTurn(ending, 1, 2, 3)).toBe(true);
  });
});

describe("isGameOverAfterTurn and remainingTurns agree", () => {
  it("for both endings, every trigger seat, first player and table size", () => {
    for (let n = 1; n <= 6; n++) {
      for (let first = 0; first < n; first++) {
        for (let trigger = 0; trigger < n; trigger++) {
          const last: Ending = { rule: "lastTurns", triggeredBy: trigger };
          const round: Ending = { rule: "finishRound", triggeredBy: trigger };
          expect(simulate(last, first, n)).toStrictEqual(remainingTurns(last, first, n));
          expect(simulate(round, first, n)).toStrictEqual(remainingTurns(round, first, n));
          // Every other player plays exactly once more; the trigger never plays again.
          expect([...remainingTurns(last, first, n)].sort()).toStrictEqual(
            seatsClockwise(n).filter((s) => s !== trigger),
          );
          // Finishing the round leaves the first player's turn to no one.
          expect(remainingTurns(round, first, n)).not.toContain(first);
          expect(remainingTurns(round, first, n)).not.toContain(trigger);
        }
      }
    }
  });
});

describe("EndingC", () => {
  it("decodes both endings and refuses others", () => {
    expect(EndingC.decode({ rule: "lastTurns", triggeredBy: 2 })).toStrictEqual(either.right({ rule: "lastTurns", triggeredBy: 2 }));
    expect(EndingC.is({ rule: "finishRound", triggeredBy: 0 })).toBe(true);
    expect(EndingC.is({ rule: "suddenDeath", triggeredBy: 0 })).toBe(false);
    expect(EndingC.is({ rule: "lastTurns", triggeredBy: -1 })).toBe(false);
    expect(EndingC.is({ rule: "lastTurns", triggeredBy: 1.5 })).toBe(false);
    expect(EndingC.is({ rule: "lastTurns" })).toBe(false);
    expect(EndingC.is(null)).toBe(false);
  });
});

describe("seatChoiceMisfit", () => {
  it("accepts \"random\" and the seats at the table, and names the seats for any other", () => {
    for (const n of [1, 2, 3, 4]) {
      expect(seatChoiceMisfit("random", n)).toBeUndefined();
      for (let seat = 0; seat < n; seat++) expect(seatChoiceMisfit(seat, n)).toBeUndefined();
      expect(seatChoiceMisfit(n, n)).toBe(`a seat of this game (0 to ${n - 1}) or "random"`);
    }
    expect(seatChoiceMisfit(-1, 3)).toBe('a seat of this game (0 to 2) or "random"');
  });
});
