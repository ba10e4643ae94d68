import Foundation
import TestSupport
import Testing

/// The binary's behaviour outside the full-screen app: version, help, and refusing to start
/// where it cannot draw.
@Suite("Command line")
struct CommandLineTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try ProcessResult.run(try MainichiBinary.path(), ["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }

    @Test("--help describes the app and the run command")
    func help() throws {
        let result = try ProcessResult.run(try MainichiBinary.path(), ["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: mainichi"))
        #expect(result.standardOutput.contains("Japanese"))
        #expect(result.standardOutput.contains("--version"))
    }

    @Test("--help names the app's own options, --data-dir and --theme, and points to help run")
    func helpNamesRunOptions() throws {
        let result = try ProcessResult.run(try MainichiBinary.path(), ["--help"])
        #expect(result.status == 0)
        for text in ["--data-dir <dir>", "--theme <theme>", "mainichi help run"] {
            #expect(result.standardOutput.contains(text), "\(text)")
        }
    }

    @Test("Subcommands that draw nothing refuse --theme; the app and the demo list it", arguments: ["stats", "doctor"])
    func themeOnlyWhereSomethingIsDrawn(subcommand: String) throws {
        let refused = try ProcessResult.run(try MainichiBinary.path(), [subcommand, "--theme", "light"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("Unknown option '--theme'"))
        for drawing in ["run", "demo"] {
            let help = try ProcessResult.run(try MainichiBinary.path(), ["help", drawing])
            #expect(help.standardOutput.contains("--theme <theme>"), "\(drawing)")
            #expect(help.standardOutput.contains("automatic"), "\(drawing)")
        }
    }

    /// `mainichi search -x` said a query was missing instead of naming the option (B9.4).
    @Test("An unknown option is named as such even where an argument is missing",
          arguments: [["search", "-x"], ["lookup", "--bogus"], ["deck", "check", "-q"]])
    func unknownOptionBeforeMissingArgument(arguments: [String]) throws {
        let result = try ProcessResult.run(try MainichiBinary.path(), arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains("Unknown option '\(arguments.last!)'"), "\(result.standardError)")
        #expect(!result.standardError.contains("Missing expected argument"))
    }

    @Test("A query that is missing is still called missing")
    func missingQuery() throws {
        let result = try ProcessResult.run(try MainichiBinary.path(), ["search", "--json"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Missing expected argument '<query> ...'"))
    }

    /// `mainichi help nosuch` printed the root help and exited 0 (B9.7).
    @Test("help with an unknown topic says so and lists the topics; a known one prints its help")
    func unknownHelpTopic() throws {
        let unknown = try ProcessResult.run(try MainichiBinary.path(), ["help", "nosuch"])
        #expect(unknown.status == 64)
        #expect(unknown.standardOutput.isEmpty)
        #expect(unknown.standardError.contains("no help topic 'nosuch'"))
        #expect(unknown.standardError.contains("search, lookup"))
        #expect(!unknown.standardError.contains("_stress-save"))
        let nested = try ProcessResult.run(try MainichiBinary.path(), ["help", "deck", "nosuch"])
        #expect(nested.status == 64)
        #expect(nested.standardError.contains("no help topic 'nosuch'"))
        let known = try ProcessResult.run(try MainichiBinary.path(), ["help", "deck", "check"])
        #expect(known.status == 0)
        #expect(known.standardOutput.contains("USAGE: mainichi deck check"))
    }

    /// `--data-dir "$UNSET"` quietly used (and changed) the user's real data.
    @Test("An empty --data-dir is refused, by the app and by every command that reads data",
          arguments: [["--data-dir", ""], ["stats", "--data-dir", ""], ["doctor", "--data-dir", " "]])
    func emptyDataDirectory(arguments: [String]) throws {
        let scratch = TemporaryDirectory()
        let home = scratch.file("home")
        let result = try ProcessResult.run(try MainichiBinary.path(), arguments,
                                           environment: ["TERM": "xterm-256color", "HOME": home.path,
                                                         "XDG_DATA_HOME": nil, "XDG_CONFIG_HOME": nil])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--data-dir is empty"))
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    /// `search eat > /dev/full` exited 0 with nothing written.
    @Test("Output that cannot be written is a write error and exit status 1",
          arguments: [["search", "eat"], ["stats"], ["deck", "check", "vocab/n5.json"]])
    func writeErrorExitsNonZero(arguments: [String]) throws {
        let decks = VocabularyDeck.decksDirectory()
        let resolved = arguments.map { $0.hasSuffix(".json") ? decks + "/" + $0 : $0 }
        let scratch = TemporaryDirectory()
        let home = scratch.file("home")
        let dataDirectory = arguments.first == "stats" ? ["--data-dir", home.path] : []
        let command = ([try MainichiBinary.path()] + resolved + dataDirectory).map(shellQuoted)
        let line = command.joined(separator: " ") + " > /dev/full"
        let result = try ProcessResult.run("/bin/sh", ["-c", line], environment: ["MAINICHI_DECKS": decks])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("write error"))
    }

    @Test("Without a terminal it says so on stderr and exits 2")
    func notATerminal() throws {
        let result = try ProcessResult.run(try MainichiBinary.path(), [], environment: ["TERM": "xterm-256color"])
        #expect(result.status == 2)
        #expect(result.standardError == "mainichi: needs an interactive terminal\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("TERM=dumb or unset: a clear message and exit 2, even on a real terminal", arguments: [
        ("TERM=dumb", "TERM=dumb"),
        ("env -u TERM", "TERM is not set"),
    ])
    func unusableTerm(prefix: String, message: String) throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession()
        defer { session.kill() }
        let errors = session.directory.appendingPathComponent("stderr").path
        try session.type("\(prefix) \(shellQuoted(binary)) 2>\(shellQuoted(errors)); echo \"exit=$?\" > \(shellQuoted(session.directory.appendingPathComponent("status").path))")
        let status = try session.waitForFile("status")
        #expect(status == "exit=2\n")
        let stderr = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(stderr.hasPrefix("mainichi: "))
        #expect(stderr.contains(message))
        #expect(stderr.split(separator: "\n").count == 1)
    }
}
