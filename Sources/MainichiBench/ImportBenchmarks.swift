import Foundation
import MainichiCore

/// Import: reading a 10 MB, 100,000-row file (an Anki text export with furigana, HTML and tags)
/// into records, guessing the mapping and comparing every row with all bundled items; and
/// writing the N1 vocabulary as an Anki file.
enum ImportBenchmarks {
    /// The generated file: 100,000 rows padded to about 10 MB.
    static func makeFile(rows: Int = 100_000) -> [UInt8] {
        var text = "#separator:tab\n#html:true\n#tags:bench\n#columns:Front\tReading\tBack\tNotes\tTags\n"
        let words = ["食[た]べる", "日本語[にほんご]", "猫", "\"読[よ]む\"", "ありがとう"]
        for index in 0..<rows {
            let word = words[index % words.count]
            text += "\(word)\(index)\tたべる\tto eat<br>to live on &amp; more \(index)\t\"note, with \"\"quotes\"\"\" padding\tn5 day-\(index % 30)\n"
        }
        return Array(text.utf8)
    }

    static func run() throws {
        let bytes = makeFile()
        print(String(format: "  file: %.1f MB, 100,000 rows", Double(bytes.count) / 1_000_000))
        var count = 0
        let read = try Benchmark.measure("read 10 MB / 100,000 rows (parse, HTML, clean)", iterations: 5, warmup: 1) {
            count = try ImportReader.read(bytes, fileName: "bench.txt").records.count
        }
        Benchmark.report(read, target: 2)
        print("    \(count) records")

        var items: [StudyItem] = []
        if let decks = try? DeckLibrary.locateBundledDecks(), let library = try? DeckLibrary(directory: decks) {
            for summary in library.summaries { items += (try? library.deck(id: summary.deckID).items) ?? [] }
        }
        let full = try Benchmark.measure("read + map + preview against all decks", iterations: 5, warmup: 1) {
            let document = try ImportReader.read(bytes, fileName: "bench.txt")
            count = ImportPreview.make(document: document, mapping: document.guessedMapping(), items: items).rows.count
        }
        Benchmark.report(full, target: 2)
        print("    \(count) rows previewed against \(items.count) items")

        // Writing: the same file into a new deck of the learner's (plan with the dictionary at
        // hand, then one atomic write of the deck file), each run into a fresh data directory.
        let decks = try? DeckLibrary.locateBundledDecks()
        let dictionary = decks.flatMap { JapaneseDictionary.shared(decksDirectory: $0) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-import-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var run = 0
        var written = 0
        let write = try Benchmark.measure("import 10 MB / 100,000 rows into a new deck of yours (read, plan, write)",
                                          iterations: 5, warmup: 1) {
            run += 1
            (count, written) = try importIntoNewDeck(bytes, dataDirectory: scratch.appendingPathComponent("\(run)"), dictionary: dictionary)
        }
        Benchmark.report(write, target: 2)
        print("    \(count) items written, deck file \(written / 1_000_000) MB")
        if let decks, let library = try? DeckLibrary(directory: decks) {
            let userDecks = scratch.appendingPathComponent("\(run)/decks")
            let listing = Benchmark.measure("list that 100,000-item deck next to the bundled decks (app start)", iterations: 5, warmup: 1) {
                library.loadUserDecks(from: userDecks)
                count = library.userSummaries.first?.itemCount ?? 0
            }
            Benchmark.report(listing)
            print("    \(count) items listed")
        }

        let n1 = items.filter { $0.kind == .vocab && $0.level == .n1 }
        let export = Benchmark.measure("export N1 vocabulary as an Anki file", iterations: 10, warmup: 1) {
            count = ExportWriter.write(n1.map { ExportRow(item: $0, deckTitle: "JLPT N1 Vocabulary", isBookmarked: false, isMissed: false) },
                                       format: .anki).utf8.count
        }
        Benchmark.report(export)
        print("    \(n1.count) items, \(count) bytes")
    }

    /// The measured import: `bytes` read, planned with `dictionary` at hand and written into a new
    /// deck of the data directory `dataDirectory`, as `mainichi import` does.
    /// - Returns: the items written and the deck file's size in bytes.
    static func importIntoNewDeck(_ bytes: [UInt8], dataDirectory: URL, dictionary: JapaneseDictionary?) throws -> (items: Int, bytes: Int) {
        let store = UserDeckStore(dataDirectory: dataDirectory)
        let document = try ImportReader.read(bytes, fileName: "bench.txt")
        let plan = try UserDeckImport.plan(document: document, mapping: document.guessedMapping(), deckTitle: "Bench",
                                           store: store, dictionary: dictionary)
        let items = try plan.write(to: store).items.count
        let size = (try? FileManager.default.attributesOfItem(atPath: store.fileURL(of: plan.deck.id).path)[.size] as? Int) ?? 0
        return (items, size)
    }

    /// `count` imports of the generated file into a new deck each, alone and silent but for one
    /// line at the end (for perf stat and callgrind: the work of the suite's "into a new deck of
    /// yours" figure without the suite's other cases).
    static func importOnly(count: Int) throws {
        let bytes = makeFile()
        let decks = try? DeckLibrary.locateBundledDecks()
        let dictionary = decks.flatMap { JapaneseDictionary.shared(decksDirectory: $0) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-import-only-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var items = 0
        for run in 0..<count {
            items = try importIntoNewDeck(bytes, dataDirectory: scratch.appendingPathComponent("\(run)"), dictionary: dictionary).items
        }
        print("\(count) imports of \(items) items")
    }
}
