import Foundation
import Testing
import TestSupport

/// Every subcommand of the real binary with LANG=ko_KR.UTF-8, its help, its human-readable
/// output and its errors (a missing file, a bad deck, a bad option), checked for English
/// sentences left over (`EnglishSentences`: three English words in a row outside quoted data,
/// option names, paths and the words' meanings, which stay as the decks give them).
@Suite("Every command in Korean, no English sentence left")
struct KoreanEverywhereTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let decks = KoreanCommandTests.decks

    /// Runs `arguments` in Korean and returns what a person would read: both outputs.
    static func run(_ arguments: [String], home: URL, stdout: Bool = true) throws -> (text: String, status: Int32) {
        let result = try ProcessResult.run(try MainichiBinary.path(), arguments, environment: KoreanCommandTests.korean(home: home))
        return ((stdout ? result.standardOutput : "") + "\n" + result.standardError, result.status)
    }

    static func expectKorean(_ text: String, _ what: String, data: [String] = [],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let english = EnglishSentences.find(in: text, data: data)
        #expect(english.isEmpty, "\(what): English left: \(english.joined(separator: "\n"))", sourceLocation: sourceLocation)
        // Whatever is said (a command may print nothing on standard error) is said in Korean.
        if text.contains(where: \.isLetter) {
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                    "\(what): no Korean at all: \(text)", sourceLocation: sourceLocation)
        }
    }

    /// The heuristic itself: it finds a sentence and lets data, names and paths through.
    @Test("the English-sentence check finds a sentence and ignores quoted data, paths and options")
    func heuristic() {
        #expect(!EnglishSentences.find(in: "mainichi: the file is empty").isEmpty)
        #expect(EnglishSentences.find(in: "파일: /tmp/my words file.txt 'cat ears and tails' --dry-run").isEmpty)
        #expect(EnglishSentences.find(in: "猫 ねこ cat ears and tails (새 단어)", data: ["cat ears and tails"]).isEmpty)
        #expect(EnglishSentences.find(in: "사용법: mainichi deck list [--data-dir <dir>]").isEmpty)
    }

    @Test("mainichi --help and every subcommand's help are Korean")
    func help() throws {
        let home = scratch.fresh("home")
        let commands: [[String]] = [
            [], ["run"], ["demo"], ["deck"], ["deck", "check"], ["deck", "list"], ["deck", "create"], ["deck", "rename"],
            ["deck", "delete"], ["doctor"], ["stats"], ["search"], ["lookup"], ["optimize"], ["vacation"], ["export"],
            ["import"], ["sync"], ["sync", "set"], ["sync", "status"], ["backup"], ["backup", "list"], ["backup", "restore"],
        ]
        for command in commands {
            let (text, status) = try Self.run(command + ["--help"], home: home)
            #expect(status == 0, "\(command) --help")
            Self.expectKorean(text, "mainichi \(command.joined(separator: " ")) --help")
        }
        let (helpCommand, _) = try Self.run(["help", "import"], home: home)
        Self.expectKorean(helpCommand, "mainichi help import")
        #expect(helpCommand.contains("--dry-run"))
    }

    @Test("each command's output and its errors are Korean: a missing file, a bad deck, a bad option")
    func commands() throws {
        let home = scratch.fresh("home")
        let data = try StatsCommandTests.makeDataDirectory(in: scratch)
        let files = scratch.freshDirectory("files")
        let dir = ["--data-dir", data.path]
        let deckFile = try #require(try FileManager.default.contentsOfDirectory(atPath: Self.decks + "/vocab")
            .sorted().first { $0.hasSuffix(".json") })
        let empty = files.appendingPathComponent("empty.json")
        try Data("  \n".utf8).write(to: empty)
        let importFile = files.appendingPathComponent("words.tsv")
        try Data("猫耳\tねこみみ\tcat ears\n\t\tno word here\n".utf8).write(to: importFile)

        let runs: [(arguments: [String], stdout: Bool)] = [
            (["deck", "create", "여행"] + dir, true),
            (["deck", "list"] + dir, true),
            (["deck", "rename", "여행", "여름 여행"] + dir, true),
            (["deck", "delete", "여름 여행"] + dir, true),
            (["deck", "check", Self.decks + "/vocab/" + deckFile], true),
            (["deck", "check", empty.path], true),
            (["deck", "check", files.appendingPathComponent("missing.json").path], true),
            (["doctor"] + dir, true),
            (["stats"] + dir, true),
            (["optimize", "--dry-run"] + dir, true),
            (["vacation", "--from", "2030-01-02", "--days", "3"] + dir, true),
            (["vacation", "--clear"] + dir, true),
            (["vacation"] + dir, true),
            (["export", "vocab-n5", "--day", "1"] + dir, false),  // the file itself is Anki's format
            (["export", "no-such-deck"] + dir, true),
            (["export", "vocab-n5", "--format", "xml"] + dir, true),
            (["import", importFile.path, "--dry-run"] + dir, true),
            (["import", files.appendingPathComponent("missing.tsv").path] + dir, true),
            (["import", "--rows", "-3", importFile.path] + dir, true),
            (["sync", "status"] + dir, true),
            (["sync", "set", "--folder", files.path] + dir, true),
            (["sync", "status"] + dir, true),
            (["sync", "set", "--off"] + dir, true),
            (["backup", "list"] + dir, true),
            (["backup", "restore", "2001-01-01"] + dir, true),
            (["backup", "restore", "yesterday"] + dir, true),
            (["stats", "--bogus"], true),
            (["lookup"], true),
            (["search", "猫", "--limit", "many"], true),
            (["run"] + dir, true),  // not a terminal
            (["demo"], true),
        ]
        for run in runs {
            let (text, _) = try Self.run(run.arguments, home: home, stdout: run.stdout)
            Self.expectKorean(text, "mainichi \(run.arguments.joined(separator: " "))", data: [importFile.path, files.path, data.path])
        }
    }

    @Test("mainichi deck check words a broken deck's problems in Korean, keeping the file, line and field path")
    func brokenDeckProblems() throws {
        let home = scratch.fresh("home")
        let files = scratch.freshDirectory("files")
        // The JSON breaks on line 3: a comma is missing between two fields.
        let broken = files.appendingPathComponent("broken.json")
        try Data("{\n  \"format\": 1,\n  \"kind\": \"vocab\" \"level\": \"N5\"\n}\n".utf8).write(to: broken)
        // Valid JSON; the first item's meanings are a number, not an array of strings.
        let wrongType = files.appendingPathComponent("wrong-type.json")
        try Data(#"""
        {"format": 1, "kind": "vocab", "level": "N5", "title": "t", "itemsPerDay": 5, "items": [
        {"id": "v1", "word": "猫", "reading": "ねこ", "meanings": 7, "day": 1}
        ]}
        """#.utf8).write(to: wrongType)

        let (syntax, syntaxStatus) = try Self.run(["deck", "check", broken.path], home: home)
        #expect(syntaxStatus != 0)
        #expect(syntax.contains(broken.path + ": 3행 "), "the file and the line: \(syntax)")
        Self.expectKorean(syntax, "mainichi deck check (broken JSON)", data: [files.path])

        let (field, fieldStatus) = try Self.run(["deck", "check", wrongType.path], home: home)
        #expect(fieldStatus != 0)
        #expect(field.contains(wrongType.path + ": items[0].meanings: "), "the file and the field path: \(field)")
        #expect(field.contains("문자열 배열") && field.contains("숫자"), "what was expected and found: \(field)")
        Self.expectKorean(field, "mainichi deck check (wrong field type)", data: [files.path])
    }

    @Test("search and lookup: the chrome is Korean; the meanings stay as the dictionary gives them")
    func searchAndLookup() throws {
        let home = scratch.fresh("home")
        for (command, jsonKeys) in [("search", ["meanings"]), ("lookup", ["glosses"])] {
            let json = try ProcessResult.run(try MainichiBinary.path(), [command, "猫", "--json"],
                                             environment: KoreanCommandTests.korean(home: home))
            // The words' meanings, taken from the JSON output, are data.
            var meanings: [String] = []
            func collect(_ value: Any) {
                if let object = value as? [String: Any] {
                    for (key, inner) in object {
                        if jsonKeys.contains(key) {
                            if let strings = inner as? [String] { meanings += strings } else if let text = inner as? String { meanings.append(text) }
                        }
                        collect(inner)
                    }
                } else if let array = value as? [Any] {
                    array.forEach(collect)
                }
            }
            for line in json.standardOutput.split(separator: "\n") {
                if let value = try? JSONSerialization.jsonObject(with: Data(line.utf8)) { collect(value) }
            }
            #expect(!meanings.isEmpty, "\(command) --json gave no meanings")
            let (text, status) = try Self.run([command, "猫"], home: home)
            #expect(status == 0)
            Self.expectKorean(text, "mainichi \(command) 猫", data: meanings.map { $0 } + meanings.flatMap { $0.split(separator: ";").map(String.init) })
            // Parts of speech are the interface's words, as on the word screen (audit finding).
            if command == "lookup" { #expect(text.contains("(명사)"), "\(text)") }
        }
    }

    /// Columns a line takes in a terminal: Hangul and CJK two, the rest one (enough for help text).
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value)
            return width + (wide ? 2 : 1)
        }
    }

    @Test("mainichi --help in Korean wraps its paragraphs once, by display width: no line could take the next line's first word")
    func helpWrapsOnce() throws {
        var environment = KoreanCommandTests.korean(home: scratch.fresh("home"))
        environment["COLUMNS"] = "80"
        let result = try ProcessResult.run(try MainichiBinary.path(), ["--help"], environment: environment)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(Self.columns(line) <= 80, "too wide: \(line)")
            // Within a paragraph at the left margin (the overview's discussion).
            guard !line.isEmpty, !next.isEmpty, !line.hasPrefix(" "), !next.hasPrefix(" "),
                  let word = next.split(separator: " ").first else { continue }
            #expect(Self.columns(line) + 1 + Self.columns(word) > 80, "ragged wrap: \(line) / \(next)")
        }
    }

    @Test("mainichi --help in Korean counts the run options it lists: three (--data-dir, --theme, --lang)")
    func helpCountsOptions() throws {
        let environment = KoreanCommandTests.korean(home: scratch.fresh("home"))
        let result = try ProcessResult.run(try MainichiBinary.path(), ["--help"], environment: environment)
        let text = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("옵션은 셋입니다"), "\(result.standardOutput)")
        #expect(!text.contains("옵션은 둘입니다"))
        for option in ["--data-dir", "--theme", "--lang"] { #expect(text.contains(option)) }
    }

    @Test("mainichi search and lookup find a word by its Korean meaning in Hangul")
    func hangulSearch() throws {
        let environment = KoreanCommandTests.korean(home: scratch.fresh("home"))
        let search = try ProcessResult.run(try MainichiBinary.path(), ["search", "전화"], environment: environment)
        #expect(search.standardOutput.split(separator: "\n").first?.contains("電話") == true, "\(search.standardOutput)")
        let lookup = try ProcessResult.run(try MainichiBinary.path(), ["lookup", "전화"], environment: environment)
        #expect(lookup.status == 0, "\(lookup.standardError)")
        #expect(lookup.standardOutput.contains("電話"))
        #expect(lookup.standardOutput.contains("한국어 뜻: 전화"))
    }
}
