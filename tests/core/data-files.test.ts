import { indexRecords, integerBetween, loadRecords } from "@laguna/core";
import * as t from "io-ts";
import { describe, expect, it } from "vitest";

const Card = t.type({ id: t.string, value: integerBetween(0, 9) });

describe("data files", () => {
  it("loads valid records", () => {
    expect(loadRecords(Card, { records: [{ id: "a", value: 1 }] }, "cards.json")).toEqual([{ id: "a", value: 1 }]);
  });

  it("refuses an invalid record, naming the file, the path, the expected type and the value", () => {
    expect(() => loadRecords(Card, { records: [{ id: "a", value: 1 }, { id: "b", value: 12 }] }, "x: data/cards.json")).toThrow(
      new Error("x: data/cards.json is invalid: at records.1.value: expected an integer from 0 to 9, got 12"),
    );
    expect(() => loadRecords(Card, { records: "none" }, "cards.json")).toThrow(/^cards\.json is invalid: at records: expected/);
  });

  it("indexes records and refuses a duplicate key", () => {
    const records = [{ id: "a", value: 1 }, { id: "b", value: 2 }];
    expect(indexRecords(records, (r) => r.id, "cards.json").get("b")).toEqual({ id: "b", value: 2 });
    expect(() => indexRecords([...records, { id: "a", value: 3 }], (r) => r.id, "cards.json")).toThrow(
      new Error('cards.json is invalid: duplicate "a"'),
    );
  });
});
