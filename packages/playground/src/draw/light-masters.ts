import type { Drawer } from "./drawer";
import { picture, text } from "./svg";
export const drawLightMasters: Drawer<unknown, unknown> = { picture: () => picture(300, 40, "LightMasters", [text(10, 20, "todo")]), targetOf: () => undefined };
