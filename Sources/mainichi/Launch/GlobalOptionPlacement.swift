import ArgumentParser
import MainichiCore

/// Takes the global options anywhere on the command line, as git does: `mainichi --data-dir DIR
/// stats` means `mainichi stats --data-dir DIR`.
///
/// The parser only takes an option after the subcommand that declares it, so the global options
/// given before the subcommand (`--data-dir`, `--lang`, `--theme`) are moved behind the subcommand's
/// name (behind `deck list` for a nested one). `--lang` chooses the language of every command's
/// output (`ArgumentLanguage` reads it from the whole command line), so for a command that has no
/// `--lang` of its own a valid one is taken out instead of being refused; likewise a `--data-dir`
/// given before a command that reads no data (`deck check`, `demo`). With no subcommand and
/// `--help`, the global options are dropped so the main help prints, not the help of `run`.
enum GlobalOptionPlacement {
    /// The options every command takes before its name, all with a value.
    static let globalOptions: Set<String> = ["--data-dir", "--lang", "--theme"]

    /// `arguments` (without the program name) in the order the parser takes them.
    static func arranged(_ arguments: [String], root: any ParsableCommand.Type,
                         takingDataDirectory: (any ParsableCommand.Type) -> Bool = { _ in true },
                         takingLanguage: (any ParsableCommand.Type) -> Bool) -> [String] {
        // The global options before the first word that is not one.
        var leading: [String] = []
        var index = 0
        while index < arguments.count, let name = optionName(arguments[index]), globalOptions.contains(name) {
            if arguments[index].contains("=") {
                leading.append(arguments[index])
                index += 1
            } else {
                leading += arguments[index..<min(index + 2, arguments.count)]
                index += 2
            }
        }
        let rest = Array(arguments[min(index, arguments.count)...])
        // The subcommand path right after them (`deck list`), if any.
        var command = root
        var path = 0
        while path < rest.count, let found = subcommand(named: rest[path], of: command) {
            command = found
            path += 1
        }
        if path == 0 {
            let asksHelp = rest.first.map { ["--help", "-h", "help"].contains($0) } ?? false
            return asksHelp && !leading.isEmpty ? rest : arguments
        }
        if !takingDataDirectory(command) { leading = removingDataDirectory(leading) }
        var arranged = Array(rest[..<path]) + leading + rest[path...]
        if !takingLanguage(command) { arranged = removingLanguage(arranged) }
        return arranged
    }

    /// The options' name for `--name` or `--name=value`; nil for anything else.
    private static func optionName(_ argument: String) -> String? {
        guard argument.hasPrefix("--"), argument != "--" else { return nil }
        return String(argument.prefix { $0 != "=" })
    }

    private static func subcommand(named name: String, of command: any ParsableCommand.Type) -> (any ParsableCommand.Type)? {
        command.configuration.subcommands.first {
            $0._commandName == name || $0.configuration.aliases.contains(name)
        }
    }

    /// The global options given before the subcommand without `--data-dir` (as `--data-dir DIR`
    /// or `--data-dir=DIR`).
    private static func removingDataDirectory(_ leading: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < leading.count {
            if leading[index] == "--data-dir" {
                index += 2
                continue
            }
            if !leading[index].hasPrefix("--data-dir=") { kept.append(leading[index]) }
            index += 1
        }
        return kept
    }

    /// `arguments` without the `--lang` options that name a language (an invalid one stays, for
    /// the parser to refuse), up to `--`.
    private static func removingLanguage(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return kept + arguments[index...] }
            if argument.hasPrefix("--lang=") {
                let value = String(argument.dropFirst("--lang=".count))
                if Settings.LanguageChoice(argument: value) != nil { index += 1; continue }
            } else if argument == "--lang", index + 1 < arguments.count,
                      Settings.LanguageChoice(argument: arguments[index + 1]) != nil {
                index += 2
                continue
            }
            kept.append(argument)
            index += 1
        }
        return kept
    }
}
