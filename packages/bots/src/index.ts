/**
 * `@laguna/bots`: players for any Laguna rule module.
 *
 * @example
 * import { randomBot } from "@laguna/bots";
 *
 * @packageDocumentation
 */
export {};
