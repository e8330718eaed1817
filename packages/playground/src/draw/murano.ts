import type { Drawer } from "./drawer";
import { picture, text } from "./svg";
export const drawMurano: Drawer<unknown, unknown> = { picture: () => picture(300, 40, "Murano", [text(10, 20, "todo")]), targetOf: () => undefined };
