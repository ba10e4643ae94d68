import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi export` and `mainichi import --dry-run` run as a user would, expectations taken from
/// the loaded decks.
@Suite("mainichi export and import")
struct InterchangeCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments, environment: ["MAINICHI_DECKS": Self.decks])
    }

    @Test("export vocab-n5 then read it back: every word of the loaded deck, field for field")
    func roundTrip() throws {
        let directory = scratch.freshDirectory("directory")
        let file = directory.appendingPathComponent("n5.txt")
        let result = try run(["export", "vocab-n5", "--data-dir", directory.path, "-o", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let deck = try DeckLibrary(directory: URL(fileURLWithPath: Self.decks)).deck(kind: .vocab, level: .n5)
        let bytes = try [UInt8](Data(contentsOf: file))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("#separator:tab\n#html:false\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:"))

        let document = try ImportReader.read(bytes, fileName: file.path)
        let preview = ImportPreview.make(document: document, mapping: document.guessedMapping(), items: deck.items)
        #expect(preview.problems.isEmpty)
        try #require(preview.rows.count == deck.items.count)
        for (row, item) in zip(preview.rows, deck.items) {
            let vocab = try #require(item.vocab)
            #expect(row.matchedItemID == item.id)
            #expect(row.entry.guid == ExportGUID.guid(for: item.id))
            #expect(row.entry.word == vocab.word)
            #expect(row.entry.reading == vocab.reading)
            #expect(row.entry.meanings == vocab.meanings)
            // Every example with its translation, from the Example column's lines.
            #expect(row.entry.examples == vocab.examples.map { UserExample(ja: $0.japanese, en: $0.english) })
            #expect(row.entry.notes.isEmpty)
            #expect(row.entry.tags == ["mainichi", "vocab", "jlpt-n5", "day-\(vocab.day)"])
        }

        // Exporting again gives the same file: the same GUIDs update the same Anki notes.
        let again = try run(["export", "vocab-n5", "--data-dir", directory.path])
        #expect(again.standardOutput == text)
    }

    @Test("export in Korean: the Answer column's meanings and the examples' translations are Korean; in English as before")
    func koreanAnswerAndExample() throws {
        let directory = scratch.freshDirectory("directory")
        let home = scratch.freshDirectory("home")
        let deck = try DeckLibrary(directory: URL(fileURLWithPath: Self.decks)).deck(kind: .vocab, level: .n5)
        let day = Array(deck.items(forDay: 1))
        let korean: [String: String?] = ["MAINICHI_DECKS": Self.decks, "LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8",
                                         "HOME": home.path, "XDG_CONFIG_HOME": nil, "XDG_DATA_HOME": nil]
        let result = try ProcessResult.run(try MainichiBinary.path(), ["export", "vocab-n5", "--day", "1", "--data-dir", directory.path],
                                           environment: korean)
        #expect(result.status == 0, "\(result.standardError)")
        let document = try ImportReader.read(Array(result.standardOutput.utf8), fileName: "stdout")
        let answer = try #require(document.columnLabels.firstIndex(of: "Answer"))
        let example = try #require(document.columnLabels.firstIndex(of: "Example"))
        try #require(document.records.count == day.count)
        var translated = 0
        for (record, item) in zip(document.records, day) {
            let word = try #require(item.vocab)
            #expect(record.fields[answer].hasSuffix(word.meanings(in: .korean).joined(separator: "; ")), "\(record.fields[answer])")
            // Every example, each with its Korean translation where the deck gives one.
            let expected = word.examples.map { "\($0.japanese) (\($0.korean ?? $0.english))" }.joined(separator: "\n")
            #expect(record.fields[example] == expected)
            translated += word.examples.filter { $0.korean != nil }.count
        }
        #expect(translated > 0, "N5 day 1 has Korean example translations")

        let english = try run(["export", "vocab-n5", "--day", "1", "--data-dir", directory.path])
        let plain = try ImportReader.read(Array(english.standardOutput.utf8), fileName: "stdout")
        for (record, item) in zip(plain.records, day) {
            let word = try #require(item.vocab)
            #expect(record.fields[answer].hasSuffix(word.meanings.joined(separator: "; ")))
            #expect(record.fields[example] == word.examples.map { "\($0.japanese) (\($0.english))" }.joined(separator: "\n"))
        }
    }

    @Test("export kanji-n5 --day 1 --format csv: a header row and the day's kanji with their readings")
    func kanjiDayCSV() throws {
        let directory = scratch.freshDirectory("directory")
        let result = try run(["export", "kanji-n5", "--day", "1", "--format", "csv", "--data-dir", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let deck = try DeckLibrary(directory: URL(fileURLWithPath: Self.decks)).deck(kind: .kanji, level: .n5)
        let day = Array(deck.items(forDay: 1))
        let document = try ImportReader.read(Array(result.standardOutput.utf8), fileName: "stdout")
        #expect(document.format == .csv)
        #expect(document.columnLabels.first == "GUID")
        #expect(document.records.map { $0.fields[1] } == day.map(\.headword))
        let first = try #require(day.first?.kanji)
        #expect(document.records[0].fields[5].contains(first.onyomi.first ?? first.displayKunyomi.first ?? "?"))
    }

    @Test("export bookmarks and mistakes: only those items, tagged bookmarked and missed")
    func notebooks() throws {
        let directory = scratch.freshDirectory("directory")
        let deck = try DeckLibrary(directory: URL(fileURLWithPath: Self.decks)).deck(kind: .vocab, level: .n5)
        let (first, second) = (deck.items[0], deck.items[1])
        let store = try ProgressStore(directory: directory)
        try store.setBookmarked(first.id, true)
        try store.setBookmarked(second.id, true)
        try store.recordAnswer(itemID: second.id, kind: .vocab, mode: .multipleChoice, isRight: false, at: Date())
        store.close()

        let bookmarks = try run(["export", "bookmarks", "--data-dir", directory.path])
        #expect(bookmarks.status == 0, "\(bookmarks.standardError)")
        let marked = try ImportReader.read(Array(bookmarks.standardOutput.utf8), fileName: "stdout").records
        #expect(marked.map { $0.fields[3] } == [first.headword, second.headword])
        #expect(marked[0].fields.last?.hasSuffix("bookmarked") == true)
        #expect(marked[1].fields.last?.hasSuffix("bookmarked missed") == true)

        let mistakes = try run(["export", "mistakes", "--data-dir", directory.path])
        let missed = try ImportReader.read(Array(mistakes.standardOutput.utf8), fileName: "stdout").records
        #expect(missed.map { $0.fields[3] } == [second.headword])
    }

    @Test("a write error and an unknown deck exit non-zero with the reason")
    func failures() throws {
        let full = try run(["export", "vocab-n5", "-o", "/dev/full"])
        #expect(full.status == 1)
        #expect(full.standardError.contains("cannot write /dev/full"))
        let unknown = try run(["export", "vocab-n9"])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("'vocab-n9' is not a deck"))
    }

    @Test("Export into a folder that does not exist names the folder once and no previous version; nothing is made")
    func exportIntoAMissingFolder() throws {
        let directory = scratch.freshDirectory("directory")
        let folder = directory.appendingPathComponent("exports")
        let file = folder.appendingPathComponent("n5.txt").path
        let result = try run(["export", "vocab-n5", "-o", file, "--data-dir", directory.path])
        #expect(result.status == 1)
        #expect(result.standardError == "mainichi: there is no folder \(folder.path): create it first, or give another path\n",
                "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let korean = try run(["export", "vocab-n5", "-o", file, "--data-dir", directory.path, "--lang", "ko"])
        #expect(korean.standardError.contains("\(folder.path) 폴더가 없습니다"), "\(korean.standardError)")
        #expect(!korean.standardError.contains("이전"))
    }

    @Test("import --dry-run: format, mapping, first rows, counts and every bad line with its reason")
    func dryRun() throws {
        let directory = scratch.freshDirectory("directory")
        let deck = try DeckLibrary(directory: URL(fileURLWithPath: Self.decks)).deck(kind: .vocab, level: .n5)
        // A word written with kanji, so its word and reading columns read differently.
        let known = try #require(deck.items.compactMap(\.vocab).first { $0.word != $0.reading })
        let file = directory.appendingPathComponent("mine.txt")
        var bytes = Array("#separator:tab\n#html:true\n#tags:manga\n猫耳[ねこみみ]\t\tcat ears<br>nekomimi\n\(known.word)\t\(known.reading)\tits meaning\n\t\tno word\n".utf8)
        bytes += [0xE7, 0x8C, 0x09, 0x78, 0x0A]
        bytes += Array("\"never closed\tねこ\tcat\n".utf8)
        try Data(bytes).write(to: file)

        let result = try run(["import", file.path, "--dry-run", "--data-dir", directory.appendingPathComponent("data").path])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("format: Anki notes in plain text, separated by tab, HTML turned into text"))
        #expect(output.contains("  1: word\n  2: reading\n  3: meaning\n"))
        #expect(output.contains("line 4: 猫耳 | ねこみみ | cat ears; nekomimi (new)"))
        #expect(output.contains("deck: mine (new)"))
        #expect(output.contains("line 5: \(known.word) | \(known.reading) | its meaning (new)"))
        #expect(output.contains("rows: 5 read, 3 new, 0 update existing items, 3 errors"))
        #expect(output.contains("line 8: \"never closed | ねこ | cat (new)"))
        #expect(output.contains("line 6: no word"))
        #expect(output.contains("line 7: not UTF-8"))
        #expect(output.contains("line 8: a quoted field opens here and never closes"))
        #expect(output.contains("Nothing was written (dry run)."))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data/decks").path))
    }

    @Test("import refuses a binary file and an empty one, naming why, and writes nothing")
    func importRefusals() throws {
        let directory = scratch.freshDirectory("directory")
        let binary = directory.appendingPathComponent("deck.bin")
        try Data([0x41, 0x0A, 0x00, 0x00]).write(to: binary)
        let result = try run(["import", binary.path, "--dry-run"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(binary.path): line 2 holds a NUL byte"))

        // A package cut short: a zip's signature, no archive.
        let damaged = directory.appendingPathComponent("deck.apkg")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x0A, 0x00, 0x00]).write(to: damaged)
        let package = try run(["import", damaged.path, "--dry-run"])
        #expect(package.status == 1)
        #expect(package.standardError.contains("\(damaged.path): not a zip archive (an Anki package), or a damaged one"))

        let empty = directory.appendingPathComponent("empty.csv")
        try Data().write(to: empty)
        #expect(try run(["import", empty.path, "--dry-run"]).standardError.contains("empty.csv: the file is empty"))

        let data = directory.appendingPathComponent("data")
        let noDryRun = try run(["import", empty.path, "--data-dir", data.path])
        #expect(noDryRun.status == 1)
        #expect(noDryRun.standardError.contains("empty.csv: the file is empty"))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("decks").path))
    }

    @Test("import writes the valid rows into your deck, lists the bad ones and exits 1; export then import into an empty data directory gives the same deck")
    func importWritesAndRoundTrips() throws {
        let directory = scratch.freshDirectory("directory")
        let one = directory.appendingPathComponent("one").path
        let made = try run(["deck", "create", "Manga words", "--per-day", "2", "--data-dir", one])
        #expect(made.status == 0, "\(made.standardError)")
        #expect(made.standardOutput.contains("made manga-words"))
        let file = directory.appendingPathComponent("words.tsv")
        try "word\treading\tmeaning\tpart of speech\tnotes\ttags\n魔法\tまほう\tmagic\\; sorcery; witchcraft\tnoun\tseen in a game\tfantasy\n\tまおう\tdemon king\t\t\t\n勇者\tゆうしゃ\thero\t\t\trpg hero\n猫耳\tねこみみ\tcat ears\tnoun\t\t\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let imported = try run(["import", file.path, "--deck", "manga-words", "--data-dir", one])
        #expect(imported.status == 1, "one bad row")
        #expect(imported.standardOutput.contains("line 3: no word"))
        #expect(imported.standardOutput.contains("Wrote 3 new and 0 updated items to Manga words"))
        #expect(imported.standardError.contains("1 row not imported"))
        let list = try run(["deck", "list", "--data-dir", one]).standardOutput
        #expect(list.split(separator: "\n").contains { $0.hasPrefix("manga-words") && $0.contains("vocab") && $0.contains(" 3 ") })

        let exported = directory.appendingPathComponent("manga.txt")
        let export = try run(["export", "Manga words", "--data-dir", one, "-o", exported.path])
        #expect(export.status == 0, "\(export.standardError)")
        let two = directory.appendingPathComponent("two")
        let back = try run(["import", exported.path, "--data-dir", two.path])
        #expect(back.status == 0, "\(back.standardError)\(back.standardOutput)")
        #expect(back.standardOutput.contains("deck: Manga words (new)"))

        let original = try JSONDecoder().decode(UserDeck.self, from: Data(contentsOf: URL(fileURLWithPath: one).appendingPathComponent("decks/manga-words.json")))
        let copy = try JSONDecoder().decode(UserDeck.self, from: Data(contentsOf: two.appendingPathComponent("decks/manga-words.json")))
        // The part of speech, the notes and a meaning holding a ";" made it into the deck, and back.
        #expect(original.items.first?.meanings == ["magic; sorcery", "witchcraft"])
        #expect(original.items.first?.partOfSpeech == "noun" && original.items.first?.notes == "seen in a game")
        #expect(try String(contentsOf: exported, encoding: .utf8).contains("\tmagic\\; sorcery; witchcraft\t"))
        #expect(copy.title == original.title && copy.kind == original.kind && copy.itemsPerDay == original.itemsPerDay)
        #expect(copy.items.count == 3)
        for (a, b) in zip(copy.items, original.items) {
            #expect(a.word == b.word && a.reading == b.reading && a.meanings == b.meanings && a.day == b.day)
            #expect(a.tags == b.tags && a.examples == b.examples && a.partOfSpeech == b.partOfSpeech && a.notes == b.notes)
        }
        // A second import of the same file updates, never duplicates.
        let again = try run(["import", exported.path, "--data-dir", two.path])
        #expect(again.standardOutput.contains("0 new, 3 update existing items"))
    }

    /// F2 of the third reliability audit: `mainichi import` and `deck create` while the app has the
    /// data directory open would be lost at the app's next deck edit; they refuse instead, and
    /// work once it is closed.
    @Test("import and deck commands refuse while the app holds the data directory, and work once it is closed")
    func deckWritersRefuseWhileTheAppIsOpen() throws {
        let directory = scratch.freshDirectory("directory")
        let data = directory.appendingPathComponent("data")
        let file = directory.appendingPathComponent("three.tsv")
        try "word\treading\tmeaning\n魔法\tまほう\tmagic\n猫耳\tねこみみ\tcat ears\n魔女\tまじょ\twitch\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try run(["deck", "create", "X", "--data-dir", data.path]).status == 0)

        // The app is open (it holds the lock as ProgressStore does).
        let app = try ProgressStore(directory: data)
        for arguments in [["import", file.path, "--deck", "x"], ["deck", "create", "Y"], ["deck", "rename", "x", "Z"], ["deck", "delete", "x"]] {
            let refused = try run(arguments + ["--data-dir", data.path])
            #expect(refused.status == 1, "\(arguments)")
            #expect(refused.standardError.contains("another mainichi is already using \(data.path)"), "\(refused.standardError)")
        }
        // A dry run changes nothing and still works.
        #expect(try run(["import", file.path, "--deck", "x", "--dry-run", "--data-dir", data.path]).status == 0)
        let store = UserDeckStore(dataDirectory: data)
        #expect(try store.deck(#require(DeckID(rawValue: "x"))).items.isEmpty)
        #expect(store.deckIDs().map(\.rawValue) == ["x"])
        app.close()

        let imported = try run(["import", file.path, "--deck", "x", "--data-dir", data.path])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(try UserDeckStore(dataDirectory: data).deck(#require(DeckID(rawValue: "x"))).items.count == 3)
    }
}
