import Foundation
import MainichiCore
import TestSupport
import Testing

/// The global options anywhere on the command line, as git takes them; `lookup` ranked as search
/// ranks; `stats` into a pipe prints its lines whole.
@Suite("Global options and command output")
struct GlobalOptionsTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    private func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments,
                              environment: ["MAINICHI_DECKS": StatsCommandTests.decks, "TZ": "UTC", "LANG": "C.UTF-8"])
    }

    @Test("--data-dir before the subcommand: stats reads that directory as stats --data-dir does")
    func dataDirectoryBeforeStats() throws {
        let directory = try StatsCommandTests.makeDataDirectory(in: scratch)
        let before = try run(["--data-dir", directory.path, "stats", "--json"])
        let after = try run(["stats", "--json", "--data-dir", directory.path])
        #expect(before.status == 0, "\(before.standardError)")
        #expect(before.standardOutput == after.standardOutput)
        #expect(before.standardOutput.contains("\"reviewed\""))
        let equals = try run(["--data-dir=\(directory.path)", "stats", "--json"])
        #expect(equals.standardOutput == after.standardOutput)
    }

    @Test("--lang ko before or after stats prints Korean; an unknown language is refused")
    func languageAnywhere() throws {
        let directory = try StatsCommandTests.makeDataDirectory(in: scratch)
        for arguments in [["--lang", "ko", "--data-dir", directory.path, "stats"], ["stats", "--data-dir", directory.path, "--lang", "ko"]] {
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.contains("오늘"), "\(arguments): \(result.standardOutput)")
        }
        let wrong = try run(["--lang", "xx", "stats", "--data-dir", directory.path])
        #expect(wrong.status != 0)
    }

    @Test("--lang ko before or after backup, export and lookup prints their messages in Korean")
    func languageForEveryCommand() throws {
        // A data directory with nothing in it yet: no backups.
        let directory = scratch.freshDirectory("directory")
        for arguments in [["--lang", "ko", "backup", "list", "--data-dir", directory.path],
                          ["backup", "list", "--data-dir", directory.path, "--lang", "ko"]] {
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.contains("백업"), "\(arguments): \(result.standardOutput)")
        }
        let export = try run(["--lang", "ko", "--data-dir", directory.path, "export", "vocab-n5", "-o", directory.path + "/none/n5.txt"])
        #expect(export.standardError.contains("폴더가 없습니다"), "\(export.standardError)")
        let lookup = try run(["--lang", "ko", "lookup", "zzzzqq"])
        #expect(lookup.status != 0)
        #expect(lookup.standardError.contains("사전 항목이 없습니다"), "\(lookup.standardError)")
        // English stays English.
        let english = try run(["--lang", "en", "backup", "list", "--data-dir", directory.path])
        #expect(english.standardOutput.contains("No backups yet"), "\(english.standardOutput)")
    }

    @Test("--data-dir before optimize and before a nested subcommand (deck list)")
    func beforeOtherSubcommands() throws {
        let directory = try StatsCommandTests.makeDataDirectory(in: scratch)
        let optimize = try run(["--data-dir", directory.path, "optimize"])
        #expect(!optimize.standardError.contains("Unexpected argument"), "\(optimize.standardError)")
        let list = try run(["--data-dir", directory.path, "deck", "list"])
        #expect(list.status == 0, "\(list.standardError)")
    }

    @Test("--data-dir before lookup, deck check and demo is taken, as before every other command")
    func beforeCommandsThatReadNoProgress() throws {
        let directory = try StatsCommandTests.makeDataDirectory(in: scratch)
        let lookup = try run(["--data-dir", directory.path, "lookup", "eat"])
        #expect(lookup.status == 0, "\(lookup.standardError)")
        #expect(lookup.standardOutput.hasPrefix("食べる"), "\(lookup.standardOutput)")
        let after = try run(["lookup", "eat", "--data-dir", directory.path])
        #expect(after.standardOutput == lookup.standardOutput, "\(after.standardError)")
        let deck = StatsCommandTests.decks + "/vocab/n5.json"
        let check = try run(["--data-dir=\(directory.path)", "deck", "check", deck])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(!check.standardError.contains("Unknown option"), "\(check.standardError)")
        let demo = try run(["--data-dir", directory.path, "--lang", "en", "demo", "--help"])
        #expect(demo.status == 0, "\(demo.standardError)")
        #expect(demo.standardOutput.contains("USAGE: mainichi demo"), "\(demo.standardOutput)")
    }

    @Test("--help after a global option prints the main help, which lists the subcommands")
    func mainHelp() throws {
        let result = try run(["--data-dir", "/tmp/x", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("SUBCOMMANDS"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("stats"))
    }

    @Test("lookup ranks as search does: the word whose first meaning is the one typed, and the JLPT word, first",
          arguments: [("eat", "食べる"), ("to study", "勉強"), ("hon", "本")])
    func lookupRanking(query: String, first: String) throws {
        let result = try run(["lookup", query])
        #expect(result.status == 0)
        let firstLine = result.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix(first), "\(query): \(firstLine)")
    }

    @Test("stats into a pipe prints a long line whole; only a terminal needs cutting")
    func statsPipeKeepsLongLines() throws {
        let directory = try StatsCommandTests.makeDataDirectory(in: scratch)
        let store = try ProgressStore(directory: directory)
        try store.update { progress in
            for (index, kind) in [SlipKind.longVowel, .smallKana, .dakuten, .onKun, .otherWord, .other].enumerated() {
                for _ in 0...index { progress.slips.append(SlipRecord(itemID: "v:食べる:たべる", kind: kind, date: Date())) }
            }
        }
        store.close()
        let result = try run(["stats", "--data-dir", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        // The most frequent kinds: another word's reading (5), on and kun (4), voicing marks (3).
        let slipLine = try #require(lines.first { $0.contains("another word") }, "\(lines)")
        #expect(slipLine.contains("3"), "\(slipLine)")
        #expect(slipLine.count > 80, "\(slipLine)")
        #expect(!slipLine.hasSuffix("~"))
    }
}
