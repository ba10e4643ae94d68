import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi import FILE.apkg` run as a user would, on a package Anki 26.9.3 wrote
/// (Tests/AnkiPackageTests/Vectors, made by tools/anki/ankipackages.py).
@Suite("mainichi import of Anki packages")
struct AnkiPackageCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AnkiPackageTests/Vectors")

    func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments, environment: ["MAINICHI_DECKS": InterchangeCommandTests.decks])
    }

    @Test("import of a learner's package: reversed cards come in as production cards, counted by kind, in English and Korean")
    func countsCardsByKind() throws {
        let directory = scratch.freshDirectory("directory")
        let data = directory.appendingPathComponent("data").path
        let package = Self.vectors.appendingPathComponent("learner.apkg").path
        let first = try run(["import", package, "--data-dir", data])
        #expect(first.status == 0)
        #expect(first.standardOutput.contains("Cards by kind: 66 word first, 9 meaning first (reversed cards)"), "\(first.standardOutput)")
        // Left out: the Cloze notes' four cards and the reversed card never studied.
        #expect(first.standardOutput.contains("Left out: 5 cards with"))
        let again = try run(["import", package, "--data-dir", data, "--lang", "ko"])
        #expect(again.status == 0)
        #expect(again.standardOutput.contains("카드 종류: 단어 먼저 66장, 뜻 먼저 9장 (역방향 카드)"), "\(again.standardOutput)")
        #expect(again.standardOutput.contains("(기록에 새로 0개)"))
    }

    @Test("import of a package: its decks, fields' roles, reviews, suspended cards and audio; a second import adds nothing")
    func importsOnce() throws {
        let directory = scratch.freshDirectory("directory")
        let data = directory.appendingPathComponent("data").path
        let package = Self.vectors.appendingPathComponent("current.apkg").path

        let preview = try run(["import", package, "--dry-run", "--data-dir", data])
        #expect(preview.status == 0)
        #expect(preview.standardOutput.contains("Format: Anki package (collection.anki21b)"))
        #expect(preview.standardOutput.contains("    5 Sentence-English: example-translation"))
        #expect(preview.standardOutput.contains("  Japanese::Core (new deck"))
        #expect(preview.standardOutput.contains("note 8: 水 [みず] water"))
        #expect(preview.standardOutput.contains("Nothing written (--dry-run)."))
        #expect(!FileManager.default.fileExists(atPath: data + "/decks"))

        let first = try run(["import", package, "--data-dir", data])
        #expect(first.status == 0)
        #expect(first.standardOutput.contains("Came in: 10 cards, 19 reviews (19 new in the journal), 2 suspended, 1 buried, 3 media files"))
        #expect(FileManager.default.fileExists(atPath: data + "/media/taberu.mp3"))
        // The Basic back's [sound:mizu.mp3] (no audio field) is 水's recording too.
        #expect(FileManager.default.fileExists(atPath: data + "/media/mizu.mp3"))

        let second = try run(["import", Self.vectors.appendingPathComponent("legacy.colpkg").path, "--data-dir", data])
        #expect(second.status == 0)
        #expect(second.standardOutput.contains("Japanese::Core (your deck japanese-core): 0 new, 6 updates"))
        #expect(second.standardOutput.contains("(0 new in the journal)"))
    }

    @Test("--map changes a field's role; a note type or field the package lacks is refused, named")
    func mapOption() throws {
        let directory = scratch.freshDirectory("directory")
        let package = Self.vectors.appendingPathComponent("legacy.apkg").path
        let data = directory.appendingPathComponent("data").path
        let mapped = try run(["import", package, "--dry-run", "--data-dir", data, "--map", "Japanese Vocab:Sentence=notes"])
        #expect(mapped.standardOutput.contains("    4 Sentence: notes"))
        let wrong = try run(["import", package, "--dry-run", "--data-dir", data, "--map", "Japanese Vocab:Nope=notes"])
        #expect(wrong.status == 1)
        #expect(wrong.standardError.contains("--map Japanese Vocab:Nope=notes: expected NOTE TYPE:FIELD=ROLE"))
    }

    @Test("export --format apkg --with-history writes a package that comes back whole: into a new data directory every card and review, into the same one nothing twice")
    func exportsAPackage() throws {
        let directory = scratch.freshDirectory("directory")
        let data = directory.appendingPathComponent("data").path
        let output = directory.appendingPathComponent("core.apkg").path
        #expect(try run(["import", Self.vectors.appendingPathComponent("current.apkg").path, "--data-dir", data]).status == 0)

        let export = try run(["export", "Japanese::Core", "--format", "apkg", "--with-history", "-o", output, "--data-dir", data])
        #expect(export.status == 0)
        #expect(export.standardOutput.isEmpty)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))

        let fresh = directory.appendingPathComponent("fresh").path
        let back = try run(["import", output, "--data-dir", fresh])
        #expect(back.status == 0)
        #expect(back.standardOutput.contains("    4 Korean meaning: ignored"))
        #expect(back.standardOutput.contains("  Japanese::Core (new deck"))
        #expect(back.standardOutput.contains("Came in: 6 cards, 16 reviews (16 new in the journal), 1 suspended"))

        let again = try run(["import", output, "--data-dir", data])
        #expect(again.standardOutput.contains("Japanese::Core (your deck japanese-core): 0 new, 6 updates"))
        #expect(again.standardOutput.contains("(0 new in the journal)"))
    }

    @Test("a bundled day exported as a package and imported back is said to be Mainichi's own words: no deck made, nothing twice")
    func bundledWordsComeBackToTheirDeck() throws {
        let directory = scratch.freshDirectory("directory")
        let data = directory.appendingPathComponent("data").path
        let output = directory.appendingPathComponent("n5.apkg").path
        #expect(try run(["export", "vocab-n5", "--day", "1", "--format", "apkg", "-o", output, "--data-dir", data]).status == 0)
        let back = try run(["import", output, "--data-dir", data])
        #expect(back.status == 0)
        #expect(back.standardOutput.contains("  20 notes are words of Mainichi's own decks: the reviews go to them, no deck is made"))
        #expect(back.standardOutput.contains("Came in: 20 cards, 0 reviews (0 new in the journal)"))
        let decks = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("data/decks").path)) ?? []
        #expect(decks.allSatisfy { !$0.hasSuffix(".json") })
    }

    @Test("a package needs -o, and --with-history needs a package (said before anything is read); a package that cannot be written is named")
    func exportOptionsChecked() throws {
        let noOutput = try run(["export", "vocab-n5", "--format", "apkg"])
        #expect(noOutput.status != 0)
        #expect(noOutput.standardError.contains("--format apkg writes a file: give it with --output FILE.apkg"))
        let textHistory = try run(["export", "vocab-n5", "--with-history"])
        #expect(textHistory.status != 0)
        #expect(textHistory.standardError.contains("--with-history goes with --format apkg"))
        let directory = scratch.freshDirectory("directory")
        let missing = directory.appendingPathComponent("no such folder/n5.apkg").path
        let unwritable = try run(["export", "vocab-n5", "--format", "apkg", "-o", missing, "--data-dir", directory.path])
        #expect(unwritable.status == 1)
        let folder = directory.appendingPathComponent("no such folder").path
        #expect(unwritable.standardError == "mainichi: there is no folder \(folder): create it first, or give another path\n",
                "\(unwritable.standardError)")
    }
}
