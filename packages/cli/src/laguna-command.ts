/**
 * Commander made to speak in the command's own words: every mistake commander finds becomes a
 * {@link UsageError} with our message and "did you mean" hint, and usage lines name the whole
 * `laguna …` path of a command.
 *
 * @module
 */
import { Command } from "commander";
import { UsageError } from "./command-errors";
import { closestHint, didYouMean } from "./did-you-mean";

/**
 * The `laguna …` path of a command, e.g. `laguna simulate`.
 *
 * @example
 * commandPath(simulateCommand); // "laguna simulate"
 */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c !== null; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

/**
 * The usage line of a command, e.g. `laguna simulate <game> [options]`.
 *
 * @example
 * usageLine(simulateCommand); // "laguna simulate <game> [options]"
 */
export function usageLine(command: Command): string {
  return `${commandPath(command)} ${command.usage()}`;
}

/** The first `'…'` of a commander message: the flag, option or command it names. */
const quoted = (message: string): string => /'([^']*)'/.exec(message)?.[1] ?? "";

/**
 * A commander command whose every error is a {@link UsageError} in this command's own words:
 * commander's `error` is called with a code, and the message is rewritten from it. Its
 * subcommands are `LagunaCommand`s too.
 *
 * @example
 * const root = new LagunaCommand("laguna").exitOverride();
 * root.command("list").action(() => undefined);
 */
export class LagunaCommand extends Command {
  override createCommand(name?: string): LagunaCommand {
    return new LagunaCommand(name);
  }

  override error(message: string, errorOptions?: { code?: string; exitCode?: number }): never {
    throw new UsageError(this.explain(message, errorOptions?.code ?? ""), this);
  }

  private explain(message: string, code: string): string {
    const longFlags = this.options.flatMap((o) => (o.long === undefined ? [] : [o.long]));
    switch (code) {
      case "commander.unknownOption": {
        const flag = quoted(message);
        const [name, value] = flag.split("=", 2);
        if (value !== undefined && name !== undefined && longFlags.includes(name)) return `${name} takes no value; write ${name} alone.`;
        if (flag.startsWith("-") && !flag.startsWith("--") && flag.length > 2) return `unknown option "${flag}"${didYouMean(closestHint(`-${flag}`, longFlags))}.`;
        return `unknown option "${flag}"${didYouMean(closestHint(flag, longFlags))}.`;
      }
      case "commander.optionMissingArgument": {
        const option = this.options.find((o) => o.flags === quoted(message));
        const name = option?.long ?? quoted(message);
        return `${name} needs a value${option?.description ? `: ${option.description.split(";")[0]}` : ""}.`;
      }
      case "commander.missingArgument":
        return `missing <${quoted(message)}>: name the game ("laguna list" shows them).`;
      case "commander.excessArguments":
        return `unexpected argument "${this.args[this.registeredArguments.length] ?? ""}".`;
      case "commander.unknownCommand": {
        const name = String(this.args[0] ?? "");
        return `unknown command "${name}"${didYouMean(closestHint(name, this.commands.map((c) => c.name())))}.`;
      }
      default:
        return message.replace(/^error: /, "");
    }
  }
}
